import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Task } from '@focus-room/core/api/tasks';
import type { TaskPriority } from '@focus-room/core/api/tasks-plain';
import type { MessageId } from '@lingui/core';
import { useT } from '../../../i18n/use-t';
import { PRIORITY_TITLES } from '../lib/priority-titles';
import { FinishedTaskCard, SortableTaskCard } from './task-card';
import styles from './task-zone.module.css';

export const ZONES = [
  { priority: 'must do', title: PRIORITY_TITLES['must do'], empty: 'tasks.mustDoEmpty' },
  { priority: 'can do', title: PRIORITY_TITLES['can do'], empty: 'tasks.canDoEmpty' },
] as const satisfies readonly { priority: TaskPriority; title: MessageId; empty: MessageId }[];

export const zoneDropId = (priority: TaskPriority) => `zone:${priority}`;

type TaskZoneProps = {
  zone: (typeof ZONES)[number];
  ongoing: Task[];
  finished: Task[];
  selectedId: string | null;
  onSelect: (task: Task) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** One drop zone: its ongoing tasks in saved order, then the ones finished within the last day. */
export function TaskZone({ zone, ongoing, finished, selectedId, ...actions }: TaskZoneProps) {
  const { t } = useT();
  const { setNodeRef, isOver } = useDroppable({
    id: zoneDropId(zone.priority),
    data: { zone: zone.priority },
  });
  const headingId = `task-zone-${zone.priority.replace(' ', '-')}`;
  const empty = ongoing.length === 0 && finished.length === 0;
  return (
    <section
      ref={setNodeRef}
      className={[
        styles.zone,
        zone.priority === 'must do' ? styles.mustDo : styles.canDo,
        isOver && styles.over,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      data-testid={`zone-${zone.priority}`}
    >
      <header className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {t(zone.title)}
        </h3>
        <span className={styles.count} title={t('tasks.zoneCount')}>
          {ongoing.length}
        </span>
      </header>
      {empty ? <p className={styles.empty}>{t(zone.empty)}</p> : null}
      <SortableContext items={ongoing.map((task) => task._id)} strategy={verticalListSortingStrategy}>
        <ul className={styles.list}>
          {ongoing.map((task) => (
            <SortableTaskCard key={task._id} task={task} selected={task._id === selectedId} {...actions} />
          ))}
          {finished.map((task) => (
            <FinishedTaskCard key={task._id} task={task} selected={false} {...actions} />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
}
