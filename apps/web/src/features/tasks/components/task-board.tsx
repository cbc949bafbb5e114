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
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Task, TaskPriority } from '@focus-room/core/api/tasks';
import type { DropTarget } from '@focus-room/core/tasks/reorder';
import { useState } from 'react';
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
  const [active, setActive] = useState<Task | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => ongoing.find((task) => task._id === id)?.taskName ?? 'the task';
  const placeOf = (id: string | number, zone?: TaskPriority) =>
    String(id).startsWith('zone:')
      ? `the end of ${zone === 'can do' ? 'Can Do' : 'Must Do'}`
      : `the place of ${nameOf(id)}`;
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}.`,
    onDragOver: ({ active: a, over }) =>
      over
        ? `${nameOf(a.id)} is over ${placeOf(over.id, over.data.current?.zone)}.`
        : `${nameOf(a.id)} is not over a zone.`,
    onDragEnd: ({ active: a, over }) =>
      over
        ? `${nameOf(a.id)} was dropped at ${placeOf(over.id, over.data.current?.zone)}.`
        : `${nameOf(a.id)} was dropped.`,
    onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
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
          draggable:
            'To move a task, press Space or Enter on its handle, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
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
