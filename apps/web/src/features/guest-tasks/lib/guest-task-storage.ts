import { GUEST_TASKS_KEY } from '../../../lib/shared-storage-keys';
import { type GuestTask, parseGuestTasks } from './guest-tasks';

export function readGuestTasks(): GuestTask[] {
  try {
    return parseGuestTasks(window.sessionStorage.getItem(GUEST_TASKS_KEY));
  } catch {
    return [];
  }
}

export function writeGuestTasks(tasks: readonly GuestTask[]): void {
  try {
    window.sessionStorage.setItem(GUEST_TASKS_KEY, JSON.stringify(tasks));
  } catch {
    // Storage unavailable or full: the list still works for this page view.
  }
}
