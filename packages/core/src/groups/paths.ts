/** Where a group lives in the app. No zod here: the service worker imports it. */

/** The page of a group. */
export const groupPagePath = (groupId: string) => `/groups?id=${encodeURIComponent(groupId)}`;

/** Whether `path` is a group's page, as a notification may name it (it may lead nowhere else). */
export const isGroupPagePath = (path: unknown): path is string =>
  typeof path === 'string' && /^\/groups\?id=[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(path);
