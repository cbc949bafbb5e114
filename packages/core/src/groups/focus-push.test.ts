import { describe, expect, it } from 'vitest';
import { FOCUS_PUSH_EVERY_MS, mayPushFocus } from './focus-push';
import { groupPagePath, isGroupPagePath } from './paths';

describe('mayPushFocus', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('lets a group that never pushed push', () => {
    expect(mayPushFocus(null, now)).toBe(true);
  });

  it('lets a group push again once an hour has passed, and not a moment before', () => {
    expect(mayPushFocus(ago(FOCUS_PUSH_EVERY_MS - 1), now)).toBe(false);
    expect(mayPushFocus(ago(FOCUS_PUSH_EVERY_MS), now)).toBe(true);
    expect(mayPushFocus(ago(0), now)).toBe(false);
  });
});

describe('group page paths', () => {
  it('accepts the path of a group page and nothing else', () => {
    const id = '4f0c2a9e-8d1b-4c3a-9e7f-0a1b2c3d4e5f';
    expect(isGroupPagePath(groupPagePath(id))).toBe(true);
    for (const path of [
      '/groups?id=x',
      `https://evil.example/groups?id=${id}`,
      `/groups?id=${id}&x=1`,
      '/home',
    ]) {
      expect(isGroupPagePath(path)).toBe(false);
    }
  });
});
