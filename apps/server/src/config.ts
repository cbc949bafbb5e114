import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { preparePrivateDir } from './db/private-data-dir';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { isVapidKeyPair, persistentVapidKeys, type VapidKeys } from './lib/vapid-keys';
import { defaultWebDist } from './paths';

// Every setting of the server, parsed once. Empty strings count as unset so a blank line in .env
// does not switch a feature on by accident.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(32).optional()),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isSmtpUrl, 'SMTP_URL must look like smtp://host:port or smtps://user:password@host:465')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Focus Room <no-reply@focusroom.app>')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(
    blankToUndefined,
    z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  SPOTIFY_PLAYLIST_ID: z.preprocess(blankToUndefined, z.string().default('37i9dQZF1DX8NTLI2TtZa6')),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.string().email().default('support@focusroom.app')),
  // Who runs this server: the controller the privacy notice, the terms and the imprint name (German law
  // requires an imprint). The address may span lines: "\n" in the value starts a new one.
  OPERATOR_NAME: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  OPERATOR_ADDRESS: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
  NODE_ENV: optionalString,
  REDIS_URL: optionalString,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, context) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: optionalString,
  // Web Push (RFC 8292). Both keys or neither: unset, a pair is generated into DATA_DIR.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value),
        'VAPID_SUBJECT must be a mailto: address or an https:// URL',
      )
      .optional(),
  ),
  // Development and tests only: accept push subscriptions whose endpoint is http://127.0.0.1 (a local
  // stand-in for the push service). Never in production: the server would post to its own machine.
  PUSH_ALLOW_LOOPBACK: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
});

function isSmtpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  spotifyPlaylistId: string;
  supportEmail: string;
  /** The operator (controller) named in the legal pages; null fields are unset. */
  operator: { name: string | null; address: string | null };
  production: boolean;
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  /** Web Push: the key pair and the contact the push services see (mailto: or https:). */
  vapid: VapidKeys & { subject: string };
  /** Accept http://127.0.0.1 push endpoints (PUSH_ALLOW_LOOPBACK, development and tests). */
  pushAllowLoopback: boolean;
  /** How often the job queue looks for due jobs; 0 stops the poller (tests run it by hand). */
  jobPollMs: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  }
  const configuredVapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined;
  if (configuredVapid && !isVapidKeyPair(configuredVapid)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)',
    );
  }
  if (e.PUSH_ALLOW_LOOPBACK === 'true' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ALLOW_LOOPBACK is for development and tests, not production',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    spotifyPlaylistId: e.SPOTIFY_PLAYLIST_ID,
    supportEmail: e.SUPPORT_EMAIL,
    operator: {
      name: e.OPERATOR_NAME ?? null,
      address: e.OPERATOR_ADDRESS?.replaceAll('\\n', '\n') ?? null,
    },
    production: e.NODE_ENV === 'production',
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist),
    vapid: {
      ...(configuredVapid ?? persistentVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true',
    jobPollMs: 1000,
  };
}

/**
 * Settings that let the server start but leave something unfinished, as start-up warnings. In production
 * the legal pages must name who runs the service (controller, imprint): without OPERATOR_NAME and
 * OPERATOR_ADDRESS they cannot.
 */
export function configWarnings(config: Pick<Config, 'operator' | 'production'>): string[] {
  if (!config.production) return [];
  const missing = [
    config.operator.name ? null : 'OPERATOR_NAME',
    config.operator.address ? null : 'OPERATOR_ADDRESS',
  ].filter((name): name is string => name !== null);
  if (missing.length === 0) return [];
  return [
    `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set: the privacy notice, the terms and the imprint (/imprint) cannot name who runs this service, which German law requires. Set them before going live.`,
  ];
}

// Without JWT_SECRET a random secret is generated once and kept beside the data, so tokens survive a
// restart of a single instance. Several instances must share JWT_SECRET explicitly.
// The folder and the file are owner-only; an existing secret left readable by others is tightened.
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  preparePrivateDir(dataDir);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
