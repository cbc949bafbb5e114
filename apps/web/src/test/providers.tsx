import type { PublicUser } from '@focus-room/core/api/auth';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { USER_COOKIE } from '../lib/session/session-storage';

/** A real query client; no retries, so a failed answer shows in the first try. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const TEST_USER: PublicUser = {
  _id: 'u1',
  id: 'u1',
  username: 'ada',
  name: 'Ada',
  displayName: null,
  email: 'ada@example.com',
  photoURL: null,
  role: 'user',
  isVerified: true,
  hasPassword: true,
  coins: 0,
  level: 1,
  language: 'en',
};

/** What a signed-in browser holds (docs/product-rules.md#session-on-the-device). */
export function storeSession(user: PublicUser = TEST_USER) {
  window.localStorage.setItem('token', 'test-token');
  // biome-ignore lint/suspicious/noDocumentCookie: the session's own cookie, as the app writes it.
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
}

/** The app's providers around a hook or component under test: query client, session, message dialog. */
export function appWrapper(queryClient = createTestQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <AppProviders client={queryClient}>{children}</AppProviders>;
  };
}
