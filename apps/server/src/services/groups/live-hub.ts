import { LIVE_EVENTS } from '@focus-room/core/api/groups';
import { OFFLINE_AFTER_MS } from '@focus-room/core/groups/rules';
import pLimit from 'p-limit';
import type { AppContext } from '../../app-context';
import { POOL_SIZE } from '../../db/database';
import { groupSafetyRepository } from '../../repositories/group-safety-repository';
import { groupsRepository } from '../../repositories/groups-repository';
import { presenceRepository } from '../../repositories/presence-repository';
import type { LiveBus, LiveMessage } from './live-bus';

/** The response a live connection writes to: the route's server-sent events stream. */
export type LiveStream = {
  send: (event: string, data: unknown) => void;
  /** Ends the stream (the browser reconnects by itself, to this instance or another). */
  end: () => void;
  /** False once the client has gone. */
  isOpen: () => boolean;
  /** Calls `listener` when the client goes. */
  onClose: (listener: () => void) => void;
};

/** One open live stream of a user: what it may see, and how to send it an event. */
export type LiveConnection = {
  userId: string;
  groupIds: Set<string>;
  /** Users blocked either way: their presence and reactions never reach this stream. */
  hiddenPeers: Set<string>;
  send: (event: string, data: unknown) => void;
  /** Ends the stream (the browser reconnects by itself, to this instance or another). */
  end: () => void;
};

/** How often this instance tells the database its connected users are still there. */
export const HEARTBEAT_MS = 20_000;

/**
 * Streams set up at once: a setup takes about eight queries, mostly one after another, so a burst of
 * connections (every browser reconnecting after a restart) waits here, in arrival order, instead of in the
 * database pool's queue, where a wait of 5 s fails the request (db/database.ts), a stream's and every
 * other route's alike. Half the pool's connections leave most of the pool to the rest of the API.
 */
export const SETUPS_AT_ONCE = POOL_SIZE / 2;

/**
 * The live side of study groups (docs/decisions/069-live-presence-over-sse.md): this instance's open
 * streams, indexed by group, fed by the bus so a change made on any instance reaches every stream of the
 * group's members. Services publish after their transaction commits; the hub never decides a rule.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly byGroup = new Map<string, Set<LiveConnection>>();
  private readonly offlineChecks = new Map<string, NodeJS.Timeout>();
  /** Streams that closed: a reload still under way must not put them back into a group. */
  private readonly closed = new WeakSet<LiveConnection>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly setups = pLimit(SETUPS_AT_ONCE);
  /** Recomputes a user's presence and publishes it; set by the presence service (no import cycle). */
  publishPresenceOf: (userId: string) => Promise<void> = async () => {};

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now' | 'log'>,
    readonly bus: LiveBus,
  ) {
    bus.subscribe((message) => {
      this.deliver(message).catch((err) => ctx.log.warn({ err }, 'live delivery failed'));
    });
  }

  get connectionCount() {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  /** Streams waiting for their setup behind the ones under way. */
  get setupsWaiting() {
    return this.setups.pendingCount;
  }

  isConnectedHere(userId: string) {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  publish(message: LiveMessage) {
    return this.bus.publish(message).catch((err) => this.ctx.log.warn({ err }, 'live publish failed'));
  }

  /** Opens a stream when its turn comes: SETUPS_AT_ONCE are set up at a time, in arrival order. */
  connect(userId: string, stream: LiveStream) {
    return this.setups(() => this.setUp(userId, stream));
  }

  /**
   * Sets a stream up: loads what it may see, records the user as connected and tells the groups if that is
   * new. A stream whose client left before or during its setup, or whose setup failed, leaves nothing
   * behind (a failure is thrown); otherwise the hub forgets it when its client goes.
   */
  private async setUp(userId: string, stream: LiveStream): Promise<LiveConnection | undefined> {
    if (!stream.isOpen()) return undefined;
    const connection: LiveConnection = {
      userId,
      groupIds: new Set(),
      hiddenPeers: new Set(),
      send: stream.send,
      end: stream.end,
    };
    await this.reload(connection);
    const wasHere = this.isConnectedHere(userId);
    const mine = this.byUser.get(userId) ?? new Set();
    mine.add(connection);
    this.byUser.set(userId, mine);
    clearTimeout(this.offlineChecks.get(userId));
    this.offlineChecks.delete(userId);
    this.startHeartbeat();
    try {
      if (!wasHere) {
        await presenceRepository.touch(this.ctx.db, [userId], this.ctx.now());
        await this.publishPresenceOf(userId);
      }
    } catch (error) {
      this.disconnect(connection);
      throw error;
    }
    if (!stream.isOpen()) {
      this.disconnect(connection);
      return undefined;
    }
    stream.onClose(() => this.disconnect(connection));
    return connection;
  }

  /** Closes a stream; a minute after the user's last one here closed, their groups learn they are offline. */
  private disconnect(connection: LiveConnection) {
    this.closed.add(connection);
    const mine = this.byUser.get(connection.userId);
    mine?.delete(connection);
    this.detach(connection);
    if (mine && mine.size > 0) return;
    this.byUser.delete(connection.userId);
    const userId = connection.userId;
    presenceRepository.touch(this.ctx.db, [userId], this.ctx.now()).catch(() => {});
    const check = setTimeout(() => {
      this.offlineChecks.delete(userId);
      if (!this.isConnectedHere(userId)) this.publishPresenceOf(userId).catch(() => {});
    }, OFFLINE_AFTER_MS + 1000);
    check.unref();
    this.offlineChecks.set(userId, check);
  }

  /**
   * Ends every open stream: a server that is shutting down would otherwise wait for them, since a stream
   * is a request that never finishes. Their browsers reconnect and refetch.
   */
  endAll() {
    for (const set of this.byUser.values()) for (const connection of [...set]) connection.end();
  }

  async close() {
    clearInterval(this.heartbeat);
    for (const check of this.offlineChecks.values()) clearTimeout(check);
    await this.bus.close();
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const users = [...this.byUser.keys()];
      presenceRepository.touch(this.ctx.db, users, this.ctx.now()).catch(() => {});
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private detach(connection: LiveConnection) {
    for (const groupId of connection.groupIds) this.byGroup.get(groupId)?.delete(connection);
    connection.groupIds = new Set();
  }

  /** Reads the user's groups and blocks again, and files the stream under the groups it now belongs to. */
  private async reload(connection: LiveConnection) {
    const [groupIds, hidden] = await Promise.all([
      groupsRepository.groupIdsOf(this.ctx.db, connection.userId),
      groupSafetyRepository.blockedEitherWay(this.ctx.db, connection.userId),
    ]);
    if (this.closed.has(connection)) return;
    this.detach(connection);
    connection.groupIds = new Set(groupIds);
    connection.hiddenPeers = hidden;
    for (const groupId of groupIds) {
      const set = this.byGroup.get(groupId) ?? new Set();
      set.add(connection);
      this.byGroup.set(groupId, set);
    }
  }

  private async deliver(message: LiveMessage) {
    switch (message.type) {
      case 'presence': {
        const { userId, presence, groupIds } = message;
        const reached = new Set<LiveConnection>();
        for (const groupId of groupIds) {
          for (const connection of this.byGroup.get(groupId) ?? []) {
            if (reached.has(connection) || connection.hiddenPeers.has(userId)) continue;
            reached.add(connection);
            connection.send(LIVE_EVENTS.presence, { userId, presence });
          }
        }
        return;
      }
      case 'group':
        for (const connection of this.byGroup.get(message.groupId) ?? []) {
          connection.send(LIVE_EVENTS.group, { groupId: message.groupId });
        }
        return;
      case 'groups': {
        // Off every group at once, before the reads: a group the user just left or was removed from sends
        // them nothing more, not even the 'group' message published with the change. What their other
        // groups send meanwhile they refetch on the 'groups' event that follows.
        const connections = message.userIds.flatMap((userId) => [...(this.byUser.get(userId) ?? [])]);
        for (const connection of connections) this.detach(connection);
        await Promise.all(
          connections.map(async (connection) => {
            await this.reload(connection);
            connection.send(LIVE_EVENTS.groups, {});
          }),
        );
        return;
      }
      case 'gone':
        // The account was deleted: its streams end (the browser's reconnect then finds no session).
        for (const connection of [...(this.byUser.get(message.userId) ?? [])]) connection.end();
        return;
      case 'reaction':
        for (const connection of this.byGroup.get(message.groupId) ?? []) {
          if (connection.hiddenPeers.has(message.userId)) continue;
          connection.send(LIVE_EVENTS.reaction, {
            groupId: message.groupId,
            userId: message.userId,
            reaction: message.reaction,
          });
        }
        return;
    }
  }
}
