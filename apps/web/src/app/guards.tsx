import type { ReactNode } from 'react';
import { PageLoading } from '../components/layout/page-loading';
import { Redirect } from '../lib/routing';
import { useSession } from '../lib/session/session-context';

// Route guards of docs/product-rules.md#route-table.

/** /, /login, /register: a signed-in user goes to /home. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <PageLoading />;
  // The fragment goes along: the installed app's shortcuts (/#timer, /#tasks) suit both pages.
  return status === 'signed-in' ? <Redirect to={`/home${window.location.hash}`} /> : children;
}

/** /home, /newsletter: visitors go to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <PageLoading />;
  return status === 'signed-in' ? children : <Redirect to="/login" />;
}

/** /admin: anyone but an admin goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'checking') return <PageLoading />;
  return status === 'signed-in' && user?.role === 'admin' ? children : <Redirect to="/login" />;
}
