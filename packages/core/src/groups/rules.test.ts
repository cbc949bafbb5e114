import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../stats/local-date';
import {
  GROUP_DAY_START_HOUR,
  GROUP_NAME_MAX,
  groupWeekOf,
  INVITE_VALID_MS,
  inviteExpiresAt,
  isInviteUsable,
  isValidGroupName,
  joinRefusal,
  MAX_GROUP_MEMBERS,
  MAX_GROUPS_PER_USER,
  normalizeGroupName,
  weeklyGoalProgress,
} from './rules';

describe('group names', () => {
  it('accepts 1 to 40 characters after trimming', () => {
    expect(isValidGroupName(normalizeGroupName('  Physics  crew '))).toBe(true);
    expect(normalizeGroupName('  Physics  crew ')).toBe('Physics crew');
    expect(isValidGroupName(normalizeGroupName('   '))).toBe(false);
    expect(isValidGroupName('x'.repeat(GROUP_NAME_MAX))).toBe(true);
    expect(isValidGroupName('x'.repeat(GROUP_NAME_MAX + 1))).toBe(false);
    // An emoji is one character, not two UTF-16 units.
    expect(isValidGroupName('📚'.repeat(GROUP_NAME_MAX))).toBe(true);
  });

  it('normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const once = normalizeGroupName(name);
        expect(normalizeGroupName(once)).toBe(once);
      }),
    );
  });
});

describe('joinRefusal', () => {
  it('refuses the 9th member and the 6th group', () => {
    expect(joinRefusal({ memberCount: 7, groupsOfUser: 4 })).toBeNull();
    expect(joinRefusal({ memberCount: 8, groupsOfUser: 0 })).toBe('groupFull');
    expect(joinRefusal({ memberCount: 1, groupsOfUser: 5 })).toBe('tooManyGroups');
  });

  it('allows exactly when both limits leave room', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (memberCount, groupsOfUser) => {
        const allowed = memberCount < MAX_GROUP_MEMBERS && groupsOfUser < MAX_GROUPS_PER_USER;
        expect(joinRefusal({ memberCount, groupsOfUser }) === null).toBe(allowed);
      }),
    );
  });
});

describe('invites', () => {
  it('are usable for 7 days unless revoked', () => {
    const created = new Date('2026-03-01T10:00:00Z');
    const expiresAt = inviteExpiresAt(created);
    expect(expiresAt.getTime() - created.getTime()).toBe(INVITE_VALID_MS);
    expect(isInviteUsable({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isInviteUsable({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
    expect(isInviteUsable({ expiresAt, revokedAt: created }, created)).toBe(false);
  });
});

describe('groupWeekOf', () => {
  it('starts the week on Monday at 4 am in the owner’s zone', () => {
    // Monday 2026-03-02 03:30 in Berlin (02:30 UTC) still belongs to the week of Monday 2026-02-23.
    expect(groupWeekOf(new Date('2026-03-02T02:30:00Z'), 'Europe/Berlin')).toEqual({
      monday: '2026-02-23',
      sunday: '2026-03-01',
    });
    // At 04:00 Berlin (03:00 UTC) the new week begins.
    expect(groupWeekOf(new Date('2026-03-02T03:00:00Z'), 'Europe/Berlin').monday).toBe('2026-03-02');
    // The same instant is still Sunday evening in New York.
    expect(groupWeekOf(new Date('2026-03-02T03:00:00Z'), 'America/New_York').monday).toBe('2026-02-23');
  });

  it('always gives a Monday and the Sunday six days later, holding the instant’s day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'),
        (instant, zone) => {
          const { monday, sunday } = groupWeekOf(instant, zone);
          expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
          expect(new Date(`${sunday}T12:00:00Z`).getUTCDay()).toBe(0);
          const day = localDayOf(instant, zone, GROUP_DAY_START_HOUR);
          expect(day >= monday && day <= sunday).toBe(true);
        },
      ),
    );
  });
});

describe('weeklyGoalProgress', () => {
  it('is reached at the goal exactly, and not a minute before', () => {
    expect(weeklyGoalProgress(599, 600)).toEqual({ minutes: 599, goalMinutes: 600, reached: false });
    expect(weeklyGoalProgress(600, 600).reached).toBe(true);
    expect(weeklyGoalProgress(1200, 600).reached).toBe(true);
  });
});
