import { useEffect } from 'react';

/**
 * Rendered next to the page inside the layout's Suspense boundary, so its effect runs once the page
 * itself is live (hydrated or rendered), not just the frame around it. Then it shows a visitor-only page
 * public/theme-init.js hid from a signed-in user (the app has decided by now), enables a prerendered page
 * (build/prerender.ts marks it aria-disabled until its controls work) and marks the page as running
 * (data-ready, what the page-load benchmark waits for).
 */
export function AppStarted() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    delete root.dataset.visitorOnly;
    root.removeAttribute('aria-disabled');
    root.dataset.ready = '';
  }, []);
  return null;
}
