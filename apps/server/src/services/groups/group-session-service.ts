import { GROUP_MESSAGES, type GroupSessionRequest } from '@focus-room/core/api/groups';
import type { GroupReaction } from '@focus-room/core/groups/rules';
import { pauseSession, resumeSession, sessionPhaseAt } from '@focus-room/core/groups/session';
import { conflict, forbidden } from '../../lib/http-error';
import { groupSafetyRepository } from '../../repositories/group-safety-repository';
import { groupsRepository } from '../../repositories/groups-repository';
import { inTransaction } from '../../repositories/transaction';
import { runAfterAnswer } from '../after-answer';
import { announceFocusStart } from './focus-push';
import { sessionTimesOf } from './group-view';
import { getGroup, memberGroup } from './groups-service';
import type { GroupsCtx } from './presence-service';

type SessionRequest = Required<GroupSessionRequest>;

/**
 * POST /api/groups/:id/session (docs/product-rules.md#focus-together). Any member starts one; members join
 * and leave at any moment; only the starter pauses, resumes or ends it, and without them it runs to its
 * end. The server keeps the phase as timestamps; nothing here pays: every coin still goes through the
 * member's own wall-clock-bounded claims.
 */
export async function groupSessionAction(
  ctx: GroupsCtx,
  userId: string,
  groupId: string,
  body: SessionRequest,
) {
  await memberGroup(ctx, groupId, userId);
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    const group = await groupsRepository.lockGroup(tx, groupId);
    if (!group) return;
    const row = await groupsRepository.session(tx, groupId);
    const running = row && sessionPhaseAt(sessionTimesOf(row), now).phase !== 'ended' ? row : undefined;
    if (body.action === 'start') {
      if (running) throw conflict(GROUP_MESSAGES.sessionRunning);
      await groupsRepository.clearInSession(tx, groupId);
      await groupsRepository.saveSession(tx, {
        groupId,
        startedBy: userId,
        startedAt: now,
        focusSeconds: body.focusMinutes * 60,
        breakSeconds: body.breakMinutes * 60,
        cycles: body.cycles,
        pausedAt: null,
        pausedMs: 0,
      });
      await groupsRepository.setInSession(tx, groupId, userId, true);
      return;
    }
    if (!running) throw conflict(GROUP_MESSAGES.noSession);
    if (body.action === 'join' || body.action === 'leave') {
      await groupsRepository.setInSession(tx, groupId, userId, body.action === 'join');
      return;
    }
    if (running.startedBy !== userId) throw forbidden(GROUP_MESSAGES.sessionStarterOnly);
    if (body.action === 'end') {
      await groupsRepository.deleteSession(tx, groupId);
      await groupsRepository.clearInSession(tx, groupId);
      return;
    }
    const times = sessionTimesOf(running);
    const next = body.action === 'pause' ? pauseSession(times, now) : resumeSession(times, now);
    await groupsRepository.saveSession(tx, { ...running, pausedAt: next.pausedAt, pausedMs: next.pausedMs });
  });
  await ctx.live.publish({ type: 'group', groupId });
  if (body.action === 'start') {
    // The starter focuses from now on: the group's members who asked hear of it (after the answer).
    runAfterAnswer(ctx, 'announcing a focus start', () => announceFocusStart(ctx, userId, [groupId]));
  }
  return getGroup(ctx, userId, groupId);
}

/** POST /api/groups/:id/reactions: one of six fixed reactions, only during a break of the group's session. */
export async function sendReaction(ctx: GroupsCtx, userId: string, groupId: string, reaction: GroupReaction) {
  await memberGroup(ctx, groupId, userId);
  const row = await groupsRepository.session(ctx.db, groupId);
  if (!row || sessionPhaseAt(sessionTimesOf(row), ctx.now()).phase !== 'break') {
    throw conflict(GROUP_MESSAGES.reactionAtBreak);
  }
  await groupSafetyRepository.insertReaction(ctx.db, { groupId, userId, reaction, createdAt: ctx.now() });
  await ctx.live.publish({ type: 'reaction', groupId, userId, reaction });
  return { sent: true as const };
}
