import { useSortable } from '@dnd-kit/sortable';
import type { Task } from '@focus-room/core/api/tasks';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatTaskDay } from '../../../lib/task-fields';
import styles from './task-card.module.css';

type TaskActions = {
  selected: boolean;
  onSelect: (task: Task) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

type Translate = ReturnType<typeof useT>['t'];

export function taskMeta(t: Translate, task: Task) {
  return task.status === 'finished'
    ? t('tasks.completed')
    : t('tasks.meta', {
        date: formatTaskDay(task.dueDate),
        done: task.completedPomodoros,
        estimated: task.estimatedPomodoros,
      });
}

/** An ongoing task: sortable by its handle (mouse, touch, keyboard), selectable by a click. */
export function SortableTaskCard(props: { task: Task } & TaskActions) {
  const { task } = props;
  const { t } = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task._id, data: { zone: task.priority } });
  const style: CSSProperties = {
    transform: transform
      ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
      : undefined,
    transition,
  };
  return (
    <TaskCardFrame
      {...props}
      ref={setNodeRef}
      style={style}
      dragging={isDragging}
      handle={
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={t('tasks.moveTask', { name: task.taskName })}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={18} aria-hidden="true" />
        </button>
      }
    />
  );
}

/** A task finished within the last day: struck through, not draggable, not selectable. */
export function FinishedTaskCard(props: { task: Task } & TaskActions) {
  return <TaskCardFrame {...props} handle={<span className={styles.handleSpacer} aria-hidden="true" />} />;
}

/** What follows the pointer while dragging. */
export function TaskCardPreview({ task }: { task: Task }) {
  const { t } = useT();
  return (
    <div className={`${styles.card} ${styles.preview}`} data-testid="task-drag-preview">
      <span className={styles.handle} aria-hidden="true">
        <GripVertical size={18} />
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{task.taskName}</span>
        <span className={styles.meta}>{taskMeta(t, task)}</span>
      </span>
    </div>
  );
}

function TaskCardFrame({
  task,
  selected,
  onSelect,
  onToggle,
  onEdit,
  onDelete,
  handle,
  dragging = false,
  style,
  ref,
}: {
  task: Task;
  handle: ReactNode;
  dragging?: boolean;
  style?: CSSProperties;
  ref?: (node: HTMLElement | null) => void;
} & TaskActions) {
  const { t } = useT();
  const finished = task.status === 'finished';
  const className = [
    styles.card,
    selected && styles.selected,
    finished && styles.finished,
    dragging && styles.dragging,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {selected ? <span className={styles.badge}>{t('tasks.selected')}</span> : null}
      <span className={styles.name}>{task.taskName}</span>
      <span className={styles.meta}>{taskMeta(t, task)}</span>
    </>
  );
  return (
    // The whole card selects on a click for pointer users; keyboard users press the task's name button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name button inside is the keyboard equivalent
    <li
      ref={ref}
      style={style}
      className={className}
      data-testid="task-card"
      data-task-id={task._id}
      data-selected={selected || undefined}
      onClick={finished ? undefined : () => onSelect(task)}
    >
      {handle}
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={finished}
        onChange={() => onToggle(task)}
        onClick={(event) => event.stopPropagation()}
        aria-label={t(finished ? 'tasks.markNotFinished' : 'tasks.markFinished', { name: task.taskName })}
      />
      {finished ? (
        <span className={styles.body}>{content}</span>
      ) : (
        <button
          type="button"
          className={styles.body}
          aria-pressed={selected}
          title={selected ? t('tasks.selectedTask') : t('tasks.selectTask')}
        >
          {content}
        </button>
      )}
      <span className={styles.actions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('tasks.editTask', { name: task.taskName })}
          title={t('tasks.edit')}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(task);
          }}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.danger}`}
          aria-label={t('tasks.deleteTask', { name: task.taskName })}
          title={t('tasks.delete')}
          data-action="delete"
          onClick={(event) => {
            event.stopPropagation();
            onDelete(task);
          }}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </span>
    </li>
  );
}
