import type auth from './locales/en/account/auth.json';
import type groups from './locales/en/account/groups.json';
import type newsletter from './locales/en/account/newsletter.json';
import type profile from './locales/en/account/profile.json';
import type stats from './locales/en/account/stats.json';
import type admin from './locales/en/admin/admin.json';
import type reports from './locales/en/admin/reports.json';
import type collections from './locales/en/focus/collections.json';
import type feedback from './locales/en/focus/feedback.json';
import type landing from './locales/en/focus/landing.json';
import type levels from './locales/en/focus/levels.json';
import type music from './locales/en/focus/music.json';
import type tasks from './locales/en/focus/tasks.json';
import type timer from './locales/en/focus/timer.json';
import type legal from './locales/en/legal/legal.json';
import type common from './locales/en/shell/common.json';
import type server from './locales/en/shell/server.json';

// Every message id the code may use, from the English catalogs (the source language): a typo or a key
// missing from English is a type error. A new catalog file adds one line here. The server's messages
// (namespace `server`) are keyed by the codes of core's i18n/server-messages.ts (server-messages.ts).

type Ids<Namespace extends string, Catalog> = `${Namespace}.${Extract<keyof Catalog, string>}`;

export type AppMessageId =
  | Ids<'common', typeof common>
  | Ids<'landing', typeof landing>
  | Ids<'feedback', typeof feedback>
  | Ids<'timer', typeof timer>
  | Ids<'tasks', typeof tasks>
  | Ids<'levels', typeof levels>
  | Ids<'collections', typeof collections>
  | Ids<'music', typeof music>
  | Ids<'auth', typeof auth>
  | Ids<'newsletter', typeof newsletter>
  | Ids<'profile', typeof profile>
  | Ids<'stats', typeof stats>
  | Ids<'admin', typeof admin>
  | Ids<'reports', typeof reports>
  | Ids<'groups', typeof groups>
  | Ids<'legal', typeof legal>
  | Ids<'server', typeof server>;

declare module '@lingui/core' {
  interface Register {
    messageIds: AppMessageId;
  }
}
