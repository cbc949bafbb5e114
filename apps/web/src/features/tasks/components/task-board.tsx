import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  type Over,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Task } from '@focus-room/core/api/tasks';
import type { TaskPriority } from '@focus-room/core/api/tasks-plain';
import type { DropTarget } from '@focus-room/core/tasks/reorder';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { PRIORITY_TITLES } from '../lib/priority-titles';
import { TaskCardPreview } from './task-card';
import styles from './task-manager.module.css';
import { TaskZone, ZONES } from './task-zone';

// Under the pointer a task beats the zone around it; the keyboard (no pointer) uses the closest corners.
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) {
    const tasks = hits.filter((hit) => !String(hit.id).startsWith('zone:'));
    return tasks.length > 0 ? tasks : hits;
  }
  return closestCorners(args);
};

type TaskBoardProps = {
  ongoing: Task[];
  finished: Task[];
  selectedId: string | null;
  onMove: (taskId: string, target: DropTarget) => void;
  onSelect: (task: Task) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** The two zones with drag and drop between and within them (mouse, touch and keyboard). */
export function TaskBoard({ ongoing, finished, onMove, ...rest }: TaskBoardProps) {
  const { t } = useT();
  const [active, setActive] = useState<Task | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) =>
    ongoing.find((task) => task._id === id)?.taskName ?? t('tasks.dragUnknownTask');
  // Over a zone's empty space a task goes to that zone's end; over a task, to that task's place. One
  // whole sentence per case, so each language words it its own way.
  const place = (over: Over) => {
    const zone: TaskPriority = over.data.current?.zone === 'can do' ? 'can do' : 'must do';
    return String(over.id).startsWith('zone:')
      ? { atZoneEnd: true, zone: t(PRIORITY_TITLES[zone]), other: '' }
      : { atZoneEnd: false, zone: '', other: nameOf(over.id) };
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('tasks.dragPickedUp', { task: nameOf(a.id) }),
    onDragOver: ({ active: a, over }) => {
      if (!over) return t('tasks.dragNotOver', { task: nameOf(a.id) });
      const { atZoneEnd, ...where } = place(over);
      return t(atZoneEnd ? 'tasks.dragOverZoneEnd' : 'tasks.dragOverTask', { task: nameOf(a.id), ...where });
    },
    onDragEnd: ({ active: a, over }) => {
      if (!over) return t('tasks.dragDropped', { task: nameOf(a.id) });
      const { atZoneEnd, ...where } = place(over);
      return t(atZoneEnd ? 'tasks.dragDroppedZoneEnd' : 'tasks.dragDroppedTask', {
        task: nameOf(a.id),
        ...where,
      });
    },
    onDragCancel: ({ active: a }) => t('tasks.dragCancelled', { task: nameOf(a.id) }),
  };

  const start = ({ active: a }: DragStartEvent) =>
    setActive(ongoing.find((task) => task._id === a.id) ?? null);
  const end = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const zone = over?.data.current?.zone as TaskPriority | undefined;
    if (!over || !zone) return;
    const overTaskId = String(over.id).startsWith('zone:') ? undefined : String(over.id);
    onMove(String(a.id), { zone, overTaskId });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('tasks.dragInstructions'),
        },
      }}
    >
      <div className={styles.zones}>
        {ZONES.map((zone) => (
          <TaskZone
            key={zone.priority}
            zone={zone}
            ongoing={ongoing.filter((task) => task.priority === zone.priority)}
            finished={finished.filter((task) => task.priority === zone.priority)}
            {...rest}
          />
        ))}
      </div>
      <DragOverlay>{active ? <TaskCardPreview task={active} /> : null}</DragOverlay>
    </DndContext>
  );
}
