import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MessageProvider } from '../components/ui/message-dialog';
import { ApiError } from '../lib/api-client';
import { SessionProvider } from '../lib/session/session-context';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on a retry; network blips and 5xx get two more chances.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * `client` lets a unit test bring its own query client; the app always makes this one. `shell` is for the
 * build's prerender of the /home app shell (SessionProvider).
 */
export function AppProviders({
  children,
  client,
  shell = false,
}: {
  children: ReactNode;
  client?: QueryClient;
  shell?: boolean;
}) {
  const [queryClient] = useState(
    () =>
      client ??
      new QueryClient({
        defaultOptions: {
          queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider shell={shell}>
        <MessageProvider>{children}</MessageProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
