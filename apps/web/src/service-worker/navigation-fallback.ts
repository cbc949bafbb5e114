/**
 * Which precached HTML answers a page load when the network cannot: the app shell, whose router shows the
 * page for any path. Prerendered per-route HTML files would be picked here by path.
 */
export function navigationFallbackFor(_url: URL): string {
  return '/index.html';
}
