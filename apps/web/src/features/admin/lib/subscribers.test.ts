import type { NewsletterSubscriberRow } from '@focus-room/core/api/newsletter';
import { describe, expect, it } from 'vitest';
import { filterSubscribers, subscriberCountLine } from './subscribers';

const row = (id: string, username: string, userEmail: string, newsletterEmail: string) =>
  ({
    subscriptionId: id,
    username,
    userEmail,
    newsletterEmail,
    subscribedAt: '2026-01-02T10:00:00.000Z',
    userRegisteredAt: '2025-12-01T10:00:00.000Z',
  }) satisfies NewsletterSubscriberRow;

const rows = [
  row('1', 'Alice', 'alice@example.com', 'alice.news@mail.test'),
  row('2', 'bob', 'bob@example.com', 'letters@bob.dev'),
  row('3', 'carol', 'carol@work.org', 'carol@work.org'),
];

describe('filterSubscribers', () => {
  it('returns every row for an empty or blank query', () => {
    expect(filterSubscribers(rows, '')).toHaveLength(3);
    expect(filterSubscribers(rows, '   ')).toHaveLength(3);
  });

  it('matches the username, case-insensitively', () => {
    expect(filterSubscribers(rows, 'ALICE').map((r) => r.subscriptionId)).toEqual(['1']);
  });

  it('matches the user email', () => {
    expect(filterSubscribers(rows, 'bob@example').map((r) => r.subscriptionId)).toEqual(['2']);
  });

  it('matches the newsletter email', () => {
    expect(filterSubscribers(rows, 'bob.dev').map((r) => r.subscriptionId)).toEqual(['2']);
    expect(filterSubscribers(rows, 'mail.test').map((r) => r.subscriptionId)).toEqual(['1']);
  });

  it('trims the query and keeps the order', () => {
    expect(filterSubscribers(rows, ' example.com ').map((r) => r.subscriptionId)).toEqual(['1', '2']);
  });

  it('finds nothing for an unknown term', () => {
    expect(filterSubscribers(rows, 'zed')).toEqual([]);
  });
});

describe('subscriberCountLine', () => {
  it('pluralises', () => {
    expect(subscriberCountLine(0)).toBe('0 subscribers');
    expect(subscriberCountLine(1)).toBe('1 subscriber');
    expect(subscriberCountLine(2)).toBe('2 subscribers');
    expect(subscriberCountLine(12)).toBe('12 subscribers');
  });
});
