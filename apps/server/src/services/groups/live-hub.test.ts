import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { memoryBus } from './live-bus';
import { LiveHub, type LiveStream, SETUPS_AT_ONCE } from './live-hub';

/** A stream whose client stays until `leave`. */
function clientStream() {
  let open = true;
  const listeners: (() => void)[] = [];
  const stream: LiveStream = {
    send: () => {},
    end: () => {},
    isOpen: () => open,
    onClose: (listener) => listeners.push(listener),
  };
  return {
    stream,
    leave() {
      open = false;
      for (const listener of listeners.splice(0)) listener();
    },
  };
}

describe('the live hub', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const hubs: LiveHub[] = [];
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
  });
  const newHub = () => {
    const hub = new LiveHub(ctx, memoryBus());
    hubs.push(hub);
    return hub;
  };
  const userIds = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await signUp(app, mailbox)).user._id);
    return ids;
  };

  it('sets up a burst of streams a few at a time, and opens every one of them', async () => {
    const hub = newHub();
    const ids = await userIds(SETUPS_AT_ONCE * 2 + 1);
    let running = 0;
    let most = 0;
    let allBusy = () => {};
    const busy = new Promise<void>((resolve) => {
      allBusy = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    hub.publishPresenceOf = async () => {
      running += 1;
      most = Math.max(most, running);
      if (running === SETUPS_AT_ONCE) allBusy();
      await released;
      running -= 1;
    };
    const opening = ids.map((id) => hub.connect(id, clientStream().stream));
    await busy;
    // The rest wait their turn without having loaded or recorded anything.
    expect(hub.connectionCount).toBe(SETUPS_AT_ONCE);
    expect(hub.setupsWaiting).toBe(ids.length - SETUPS_AT_ONCE);
    release();
    const connections = await Promise.all(opening);
    expect(connections.filter(Boolean)).toHaveLength(ids.length);
    expect(most).toBe(SETUPS_AT_ONCE);
    expect(hub.connectionCount).toBe(ids.length);
    expect(hub.setupsWaiting).toBe(0);
  });

  it('keeps nothing of a stream whose setup failed, and sets up the next one', async () => {
    const hub = newHub();
    const [anna, ben] = (await userIds(2)) as [string, string];
    hub.publishPresenceOf = async () => {
      throw new Error('the database is away');
    };
    await expect(hub.connect(anna, clientStream().stream)).rejects.toThrow('the database is away');
    expect(hub.connectionCount).toBe(0);
    expect(hub.isConnectedHere(anna)).toBe(false);
    hub.publishPresenceOf = async () => {};
    expect(await hub.connect(ben, clientStream().stream)).toBeDefined();
    expect(hub.connectionCount).toBe(1);
  });

  it('keeps nothing of a stream whose client left before or during its setup', async () => {
    const hub = newHub();
    const [anna, ben] = (await userIds(2)) as [string, string];
    let published = 0;
    const during = clientStream();
    hub.publishPresenceOf = async () => {
      published += 1;
      during.leave();
    };
    expect(await hub.connect(anna, during.stream)).toBeUndefined();
    const before = clientStream();
    before.leave();
    expect(await hub.connect(ben, before.stream)).toBeUndefined();
    expect(published).toBe(1);
    expect(hub.connectionCount).toBe(0);
    expect(hub.isConnectedHere(anna)).toBe(false);
  });

  it('forgets a stream when its client goes', async () => {
    const hub = newHub();
    const [anna] = (await userIds(1)) as [string];
    hub.publishPresenceOf = async () => {};
    const client = clientStream();
    await hub.connect(anna, client.stream);
    expect(hub.isConnectedHere(anna)).toBe(true);
    client.leave();
    expect(hub.connectionCount).toBe(0);
  });
});
