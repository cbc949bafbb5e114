import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readCookiePreferences } from './lib/cookie-preferences';
import { captureInstallPrompt } from './lib/pwa/pwa-state';

captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Usage reports only with analytics consent, and in their own chunk, after the first render.
if (readCookiePreferences().analytics) {
  void import('./lib/usage/usage-report').then((usage) => usage.syncUsageReports());
}

// The service worker (offline use, the update toast) in its own chunk, once the page has loaded. Only in a
// production build: in development it would cache what Vite serves fresh.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  });
}
