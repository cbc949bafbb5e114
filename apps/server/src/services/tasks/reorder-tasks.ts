import { type ReorderItem, TASK_MESSAGES } from '@focus-room/core/api/tasks';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-error';
import { tasksRepository } from '../../repositories/tasks-repository';
import { openSession, sessionBounds, settleAlongSession } from '../auth/sessions';
import type { TokenClaims } from '../auth/tokens';
import { boardBody, keepDroppedBoard, keptBoard } from './board-answers';
import { type KeptTask, listAfterDrop, planFromKeptBoard } from './drop-from-kept-board';
import { isTaskId } from './task-dto';

/**
 * Stores the zones and ranks of a drop and answers the board after it: the body GET /api/tasks sends, as
 * bytes (decision 026). Made along the session (decision 054): one statement checks the token's session,
 * locks the owner's row, plans the drop as applyReorder (packages/core) does and writes it. A list that
 * names a task twice (400) or an id no task can have (404) is refused before it, after the session is
 * checked, so a closed session is told so first, as on every signed-in route.
 */
export async function reorderTasks(ctx: AppContext, claims: TokenClaims, items: ReorderItem[]) {
  const now = ctx.now();
  const ids = items.map((item) => item.id);
  const duplicate = new Set(ids).size !== ids.length;
  if (duplicate || !ids.every(isTaskId)) {
    await openSession(ctx, claims, now);
    throw duplicate ? badRequest(TASK_MESSAGES.reorderDuplicate) : notFound(TASK_MESSAGES.notFound);
  }
  const bounds = sessionBounds(claims, now);
  const kept = keptBoard(ctx.db, bounds.userId);
  const plan = kept && planFromKeptBoard(kept.tasks, items);
  const found = await tasksRepository.reorderAlongSession(ctx.db, {
    ...bounds,
    items,
    // A ranked board needs only the places that move; another is ranked by writing every place.
    planned:
      kept && plan
        ? {
            keptVersion: kept.version,
            places: kept.ranked ? plan.moved : plan.places,
            withList: kept.planMissed,
          }
        : undefined,
  });
  const drop = await settleAlongSession(ctx, claims, now, found);
  if (drop.outcome === 'not_found') throw notFound(TASK_MESSAGES.notFound);
  // A version names one board: a drop followed by another of the user's in its batch, which commits them
  // at one version, keeps nothing.
  const answer = (list: string, dropped: { tasks?: KeptTask[]; planMissed?: boolean }) =>
    drop.boardVersion === undefined
      ? boardBody(list)
      : keepDroppedBoard(ctx.db, bounds.userId, drop.boardVersion, list, dropped);
  // A list from PostgreSQL: it planned the drop, and a plan made here, if one was sent, found the board moved.
  if (drop.ongoingTasksJson !== undefined) {
    return answer(drop.ongoingTasksJson, { planMissed: plan !== undefined });
  }
  // No list from PostgreSQL: the plan made here stood, so the answer is the kept board after it.
  if (!kept || !plan) throw new Error('A drop not planned here came back without a board');
  const after = listAfterDrop(kept.tasks, plan.places);
  return answer(after.text, { tasks: after.tasks });
}
