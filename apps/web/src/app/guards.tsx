import type { ReactNode } from 'react';
import { PageLoading } from '../components/layout/page-loading';
import { Navigate, useLocation } from '../lib/router';
import { useSession } from '../lib/session/session-context';

// Route guards of docs/product-rules.md#route-table.

/** /, /login, /register: a signed-in user goes to /home. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  // The fragment goes along: the installed app's shortcuts (/#timer, /#tasks) suit both pages.
  const { hash } = useLocation();
  if (status === 'checking') return <PageLoading />;
  return status === 'signed-in' ? <Navigate to={{ pathname: '/home', hash }} replace /> : children;
}

/** /home, /newsletter: visitors go to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <PageLoading />;
  return status === 'signed-in' ? (
    children
  ) : (
    <Navigate to="/login" replace state={{ from: location.pathname }} />
  );
}

/** /admin: anyone but an admin goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'checking') return <PageLoading />;
  return status === 'signed-in' && user?.role === 'admin' ? children : <Navigate to="/login" replace />;
}
