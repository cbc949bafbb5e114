import { Plus } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import panel from '../../../components/task-panel/task-panel.module.css';
import { Button } from '../../../components/ui/button';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useT } from '../../../i18n/use-t';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';
import { whenIdle } from '../../../lib/when-idle';
import { readGuestTasks, writeGuestTasks } from '../lib/guest-task-storage';
import {
  createGuestTask,
  type GuestTask,
  type GuestTaskInput,
  removeGuestTask,
  toggleGuestTask,
} from '../lib/guest-tasks';
import styles from './guest-task-manager.module.css';
import { GuestTaskRow } from './guest-task-row';

// The New Task dialog (its form and the Radix dialog code) is a chunk of its own, fetched once the page is
// idle: it is closed on the first screen.
const guestTaskDialogModule = deferredModule(() => import('./guest-task-dialog'));

/**
 * The visitors' task list (docs/product-rules.md#guest-tasks). It lives in this tab's session storage only.
 */
export function GuestTaskManager() {
  const { t } = useT();
  // null until session storage has been read: the list shows 'Loading tasks...' meanwhile.
  const [tasks, setTasks] = useState<GuestTask[] | null>(null);
  const [adding, setAdding] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // After a delete the row and its focused button are gone: focus moves to the same button of the
  // neighbouring row (the next, else the previous), or to Add Task when the list is empty.
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ taskId: string | null } | null>(null);

  useEffect(() => setTasks(readGuestTasks()), []);
  // Mounted from its first opening on, so closing keeps Radix's animation and focus handling.
  const dialog = useDeferredModule(guestTaskDialogModule, useOpenedOnce(adding));
  useEffect(() => whenIdle(() => void guestTaskDialogModule.load().catch(() => {})), []);

  // A layout effect, as on the signed-in board: focus reaches the neighbour in the task that drew the list
  // without the deleted row, so a key pressed right after the delete already lands there.
  useLayoutEffect(() => {
    if (!focusAfterDelete) return;
    setFocusAfterDelete(null);
    const { taskId } = focusAfterDelete;
    const neighbour = taskId
      ? sectionRef.current?.querySelector<HTMLElement>(
          `[data-task-id="${CSS.escape(taskId)}"] button[data-action="delete"]`,
        )
      : null;
    (neighbour ?? addButtonRef.current)?.focus();
  }, [focusAfterDelete]);

  const update = (next: GuestTask[]) => {
    setTasks(next);
    writeGuestTasks(next);
  };

  const add = (input: GuestTaskInput): boolean => {
    const list = tasks ?? [];
    const task = createGuestTask(input, list);
    if (!task) return false;
    update([...list, task]);
    return true;
  };

  return (
    <section
      ref={sectionRef}
      className={panel.panel}
      aria-labelledby="guest-tasks-title"
      data-testid="guest-task-manager"
    >
      <header className={panel.header}>
        <div>
          <h2 id="guest-tasks-title" className={panel.title}>
            {t('tasks.title')}
          </h2>
          <p className={panel.subtitle}>{t('tasks.guestSubtitle')}</p>
        </div>
        <Button ref={addButtonRef} onClick={() => setAdding(true)} disabled={tasks === null}>
          <Plus size={18} aria-hidden="true" />
          {t('tasks.addTask')}
        </Button>
      </header>
      {tasks === null ? (
        <p className={panel.status} role="status">
          {t('tasks.loading')}
        </p>
      ) : tasks.length === 0 ? (
        <p className={panel.status}>{t('tasks.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {tasks.map((task, index) => (
            <GuestTaskRow
              key={task.id}
              task={task}
              onToggle={() => update(toggleGuestTask(tasks, task.id))}
              onDelete={() => {
                const neighbour = tasks[index + 1] ?? tasks[index - 1];
                update(removeGuestTask(tasks, task.id));
                setFocusAfterDelete({ taskId: neighbour ? String(neighbour.id) : null });
              }}
            />
          ))}
        </ul>
      )}
      {dialog ? (
        <dialog.GuestTaskDialog
          returnFocusTo={addButtonRef}
          open={adding}
          onOpenChange={setAdding}
          onAdd={(input) => {
            if (add(input)) setAdding(false);
          }}
        />
      ) : null}
    </section>
  );
}
