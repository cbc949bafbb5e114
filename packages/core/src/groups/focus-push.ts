/**
 * The optional "Anna started focusing — join?" push (docs/product-rules.md#live-presence): a member who
 * turned it on for a group gets it when another member of that group starts focusing, at most once an
 * hour per group. No zod here: the service worker imports it.
 */

/** A group pushes at most this often, whoever starts focusing in it. */
export const FOCUS_PUSH_EVERY_MS = 60 * 60_000;

/** Whether a group whose last push went out at `lastPushedAt` (null: never) may push at `now`. */
export function mayPushFocus(lastPushedAt: Date | null, now: Date): boolean {
  return lastPushedAt === null || now.getTime() - lastPushedAt.getTime() >= FOCUS_PUSH_EVERY_MS;
}

export const GROUP_FOCUS_PUSH = 'group-focus';

/**
 * What the server pushes (JSON). The service worker writes the notification from `member` and `group` in
 * the page's language; `title` and `body` are the English text.
 */
export type GroupFocusPush = {
  type: typeof GROUP_FOCUS_PUSH;
  groupId: string;
  member: string;
  group: string;
  title: string;
  body: string;
  url: string;
};

/** The notification in English: the member's name as the title's subject, the group's name as its body. */
export const groupFocusNotification = (member: string, group: string) => ({
  title: `${member} started focusing — join?`,
  body: group,
});

/** One notification per group on screen: a new one for the same group replaces it. */
export const groupFocusTag = (groupId: string) => `focus-room-group:${groupId}`;
