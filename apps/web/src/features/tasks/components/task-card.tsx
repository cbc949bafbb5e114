import { useSortable } from '@dnd-kit/sortable';
import type { Task } from '@focus-room/core/api/tasks';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { formatDay } from '../../../lib/format-day';
import styles from './task-card.module.css';

type TaskActions = {
  selected: boolean;
  onSelect: (task: Task) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

export function taskMeta(task: Task) {
  return task.status === 'finished'
    ? 'Completed'
    : `Due: ${formatDay(task.dueDate)} | Est. Pomodoros: ${task.completedPomodoros}/${task.estimatedPomodoros}`;
}

/** An ongoing task: sortable by its handle (mouse, touch, keyboard), selectable by a click. */
export function SortableTaskCard(props: { task: Task } & TaskActions) {
  const { task } = props;
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
          aria-label={`Move ${task.taskName}`}
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
  return (
    <div className={`${styles.card} ${styles.preview}`} data-testid="task-drag-preview">
      <span className={styles.handle} aria-hidden="true">
        <GripVertical size={18} />
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{task.taskName}</span>
        <span className={styles.meta}>{taskMeta(task)}</span>
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
      {selected ? <span className={styles.badge}>Selected</span> : null}
      <span className={styles.name}>{task.taskName}</span>
      <span className={styles.meta}>{taskMeta(task)}</span>
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
        aria-label={finished ? `Mark ${task.taskName} as not finished` : `Mark ${task.taskName} as finished`}
      />
      {finished ? (
        <span className={styles.body}>{content}</span>
      ) : (
        <button
          type="button"
          className={styles.body}
          aria-pressed={selected}
          title={selected ? 'Selected task' : 'Select this task'}
        >
          {content}
        </button>
      )}
      <span className={styles.actions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Edit ${task.taskName}`}
          title="Edit"
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
          aria-label={`Delete ${task.taskName}`}
          title="Delete"
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
