import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useEffect, useRef } from 'react';
import { createHref, type NavigateOptions, type To } from './history';
import { useLocation, useNavigate } from './router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To; ref?: Ref<HTMLAnchorElement> };

/** A click the browser should handle itself: a new tab or window, a download, another target. */
function leavesThePage(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '_self') ||
    download !== undefined
  );
}

/** An ordinary link (its href works without JavaScript) whose plain click navigates inside the app. */
export function Link({ to, replace, state, preventScrollReset, onClick, ref, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = createHref(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leavesThePage(event, anchor.target, anchor.download)) return;
    event.preventDefault();
    // A link to the page already shown replaces its entry, so Back does not show it twice.
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: replace ?? href === here, state, preventScrollReset });
  };
  return <a {...anchor} ref={ref} href={href} onClick={handleClick} />;
}

/** Navigates once it has rendered (a guard's redirect). */
export function Navigate({ to, ...options }: NavigateOptions & { to: To }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  const { replace, state } = options;
  // Once per target: StrictMode runs effects twice in development, and a push would land twice.
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === target) return;
    done.current = target;
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
