/**
 * Whether `pattern` names `pathname`: '*' names every path; otherwise the same path, in any letter case
 * and with or without a trailing slash (as the server finds the prerendered pages).
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const normalise = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  return normalise(pattern) === normalise(decoded);
}

/** The first route whose path names `pathname`. */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  return routes.find((route) => matchesPath(route.path, pathname));
}
