import { describe, expect, it } from 'vitest';
import * as accountApi from '../api/account';
import * as adminStatsApi from '../api/admin-stats';
import * as adminUsersApi from '../api/admin-users';
import * as authApi from '../api/auth';
import * as collectionsApi from '../api/collections';
import * as commonApi from '../api/common';
import * as economyApi from '../api/economy';
import * as idempotencyApi from '../api/idempotency';
import * as levelsApi from '../api/levels';
import * as newsletterApi from '../api/newsletter';
import * as pushApi from '../api/push';
import * as reviewsApi from '../api/reviews';
import * as routeApi from '../api/route';
import * as shellRoutesApi from '../api/shell-routes';
import * as statsApi from '../api/stats';
import * as systemApi from '../api/system';
import * as tasksApi from '../api/tasks';
import * as usageApi from '../api/usage';
import * as passwordRules from '../auth/password-rules';
import { RESET_PASSWORD_MESSAGE, RESET_PASSWORD_RULES } from '../auth/password-rules';
import * as usernameRules from '../auth/username-rules';
import {
  isServerMessageCode,
  matchServerMessage,
  placeholdersOf,
  SERVER_MESSAGES,
  type ServerMessageCode,
  serverMessage,
} from './server-messages';

// Every module of the API contract and the rules it shares with the forms (a new module goes here too).
const modules: Record<string, Record<string, unknown>> = {
  'api/account': accountApi,
  'api/admin-stats': adminStatsApi,
  'api/admin-users': adminUsersApi,
  'api/auth': authApi,
  'api/collections': collectionsApi,
  'api/common': commonApi,
  'api/economy': economyApi,
  'api/idempotency': idempotencyApi,
  'api/levels': levelsApi,
  'api/newsletter': newsletterApi,
  'api/push': pushApi,
  'api/reviews': reviewsApi,
  'api/route': routeApi,
  'api/shell-routes': shellRoutesApi,
  'api/stats': statsApi,
  'api/system': systemApi,
  'api/tasks': tasksApi,
  'api/usage': usageApi,
  'auth/password-rules': passwordRules,
  'auth/username-rules': usernameRules,
};

/** Every text of the exported message constants (`AUTH_MESSAGES`, `USERNAME_AT_MESSAGE`, …). */
function exportedMessages() {
  const texts: { name: string; text: string }[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!/_MESSAGES?$/.test(name)) continue;
      const entries: [string, unknown][] =
        typeof value === 'object' && value ? Object.entries(value) : [['', value]];
      for (const [key, entry] of entries) {
        const label = `${file} ${name}${key ? `.${key}` : ''}`;
        // A message with a variable part is a function of numbers (notEnoughCoins(cost), …).
        const text = typeof entry === 'function' ? (entry as (...n: number[]) => string)(7, 3) : entry;
        texts.push({ name: label, text: String(text) });
      }
    }
  }
  return texts;
}

describe('the server message table', () => {
  it('holds every message constant the API modules export', () => {
    const texts = exportedMessages();
    expect(texts.length).toBeGreaterThan(70);
    const missing = texts.filter(({ text }) => matchServerMessage(text) === undefined).map((t) => t.name);
    expect(missing).toEqual([]);
  });

  it('has each text once, so a text names one code', () => {
    const texts = Object.values(SERVER_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds each code back from its filled-in text', () => {
    for (const code of Object.keys(SERVER_MESSAGES) as ServerMessageCode[]) {
      if (code === 'invalidField') continue; // matched by code only
      const names = placeholdersOf(SERVER_MESSAGES[code]);
      const params = Object.fromEntries(names.map((name, i) => [name, `${name}-${i + 42}`]));
      const text = serverMessage(code, params);
      expect(matchServerMessage(text), code).toEqual(names.length > 0 ? { code, params } : { code });
    }
  });

  it('matches templates with their values', () => {
    expect(matchServerMessage('Too many attempts. Please wait 12 seconds and try again.')).toEqual({
      code: 'tooManyAttempts',
      params: { seconds: '12' },
    });
    expect(matchServerMessage('Not enough coins! You need 35 coins to upgrade.')).toEqual({
      code: 'notEnoughCoins',
      params: { cost: '35' },
    });
    expect(matchServerMessage('Task not found.')).toEqual({ code: 'taskNotFound' });
    expect(matchServerMessage('page: Invalid input')).toBeUndefined();
    expect(matchServerMessage('Something nobody wrote')).toBeUndefined();
  });

  it('takes braces around anything but a bare name as text', () => {
    expect(placeholdersOf(SERVER_MESSAGES.taskReorderList)).toEqual([]);
    expect(matchServerMessage('orderedTasks must be a list of { id, priority, order }.')).toEqual({
      code: 'taskReorderList',
    });
  });

  it('keeps the reset rules and their one-message form in step', () => {
    expect(RESET_PASSWORD_MESSAGE).toBe(
      `Your new password must follow these rules:\n- ${RESET_PASSWORD_RULES.join('\n- ')}`,
    );
  });

  it('tells codes from other strings', () => {
    expect(isServerMessageCode('taskNotFound')).toBe(true);
    expect(isServerMessageCode('toString')).toBe(false);
    expect(isServerMessageCode(undefined)).toBe(false);
  });
});
