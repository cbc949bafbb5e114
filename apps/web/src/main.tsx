import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readCookiePreferences } from './lib/cookie-preferences';

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
