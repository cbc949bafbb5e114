import { isLanguage, type Language, pickLanguage } from '@focus-room/core/i18n/languages';
import type { PeriodKind } from '@focus-room/core/timer/period-alerts';
import de from '../i18n/locales/de/shell/common.json';
import en from '../i18n/locales/en/shell/common.json';

// The worker has no React and no Lingui: it reads its few texts straight from the shell's catalogs
// (plain strings, one with a {name}), in the language the page last told it (see LANGUAGE_MESSAGE).

/** What a page posts when its language is set or changes (lib/pwa/register-service-worker.ts sends it). */
export const LANGUAGE_MESSAGE = 'focus-room:language';

const CATALOGS: Record<Language, Record<string, unknown>> = { en, de };

const IDS = {
  focus: { title: 'common.notifyFocusTitle', body: 'common.notifyFocusBody' },
  countdown: { title: 'common.notifyCountdownTitle', body: 'common.notifyCountdownBody' },
  shortBreak: { title: 'common.notifyShortBreakTitle', body: 'common.notifyShortBreakBody' },
  longBreak: { title: 'common.notifyLongBreakTitle', body: 'common.notifyLongBreakBody' },
} as const satisfies Record<PeriodKind, { title: string; body: string }>;

// Plain strings as the worker's build imports them; joined in case a build compiles them (["text"], a
// placeholder as ["name"]).
const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map((part) => (Array.isArray(part) ? `{${part[0]}}` : String(part))).join('')
      : undefined;

const message = (language: Language, id: string): string => {
  const key = id.slice('common.'.length);
  return asText(CATALOGS[language][key]) ?? asText(CATALOGS.en[key]) ?? '';
};

/** The notification for the end of a `kind` period, in `language`. */
export function periodEndText(kind: PeriodKind, language: Language): { title: string; body: string } {
  const ids = IDS[kind];
  return { title: message(language, ids.title), body: message(language, ids.body) };
}

/**
 * The notification when `member` started focusing in `group`, in `language`: "Anna started focusing —
 * join?" over the group's name. The one placeholder is filled here (the worker runs no ICU).
 */
export function groupFocusText(member: string, group: string, language: Language) {
  return {
    title: message(language, 'common.notifyGroupFocusTitle').replace('{name}', () => member),
    body: group,
  };
}

// Kept in the Cache Storage too: the browser stops an idle worker, and a push may wake a fresh one.
const STORE = 'focus-room-language';
const KEY = '/language';

/** The page's language as the worker knows it: told, else remembered, else the browser's. */
export function createLanguageMemory(sw: ServiceWorkerGlobalScope) {
  let told: Language | null = null;
  return {
    async set(language: unknown): Promise<void> {
      if (!isLanguage(language)) return;
      told = language;
      const cache = await sw.caches?.open(STORE);
      await cache?.put(KEY, new Response(language));
    },
    async get(): Promise<Language> {
      if (told) return told;
      try {
        const saved = await (await (await sw.caches?.open(STORE))?.match(KEY))?.text();
        if (isLanguage(saved)) {
          told = saved;
          return saved;
        }
      } catch {
        // No Cache Storage: the browser's languages below.
      }
      return pickLanguage(sw.navigator?.languages ?? []);
    },
  };
}
