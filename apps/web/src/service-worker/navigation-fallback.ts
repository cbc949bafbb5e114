/**
 * Which precached HTML files may answer a page load when the network cannot, best first: the page's own
 * prerendered HTML (build/prerender-routes.ts names them: `/` is index.html, any other page
 * pages/<path>.html), then the bare app (spa.html), whose router shows the page for any path, as the
 * server's history fallback does. The /home shell is a prerendered page too, so an offline /home paints
 * its frame at once.
 */
export function navigationFallbacksFor(url: URL): string[] {
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '') return ['/index.html', '/spa.html'];
  return [`/pages${path}.html`, '/spa.html'];
}
