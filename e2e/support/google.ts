import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { importJWK, type JWK, SignJWT } from 'jose';

// The e2e server trusts a local key set instead of Google's (start-test-server.mjs writes the signing key
// here); these helpers sign Google-style ID tokens with it and stand in for Google's script.
export const E2E_GOOGLE_CLIENT_ID = 'focus-room-e2e.apps.googleusercontent.com';
const keyFile = () =>
  path.resolve(import.meta.dirname, `../.artifacts/google-key-${process.env.E2E_PORT ?? '4310'}.json`);

export async function googleIdToken(claims: { sub: string; email: string; name?: string }) {
  const key = await importJWK(JSON.parse(readFileSync(keyFile(), 'utf8')) as JWK, 'RS256');
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e-google' })
    .setIssuer('https://accounts.google.com')
    .setAudience(E2E_GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/** Serves the fake Google Identity Services script to this context. */
export async function useFakeGoogle(context: BrowserContext) {
  const script = readFileSync(path.resolve(import.meta.dirname, 'fake-google-identity.js'), 'utf8');
  await context.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
}

/** What the user's choice in Google's popup would hand the app. */
export async function chooseGoogleAccount(page: Page, idToken: string) {
  await page.evaluate((token) => {
    (window as unknown as { __googleCredential: string }).__googleCredential = token;
  }, idToken);
}
