// Runs before the first paint (blocking <script> in <head>): the stored choice wins, else the OS setting.
// Must stay tiny and dependency-free; src/lib/theme.ts takes over once the app has loaded.
(() => {
  let theme = null;
  let token = null;
  try {
    theme = localStorage.getItem('theme');
    token = localStorage.getItem('token');
  } catch {
    // Storage blocked: fall back to the OS setting.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const html = document.documentElement;
  html.setAttribute('data-theme', theme);
  // A signed-in user is sent from /, /login and /register to /home: global.css hides those prerendered
  // pages from them (#root[data-visitor-only]) until the app has decided, so they never flash.
  if (token) html.setAttribute('data-session', '');
  // Warms the engine's locale data on another thread before the app's first number or date
  // (public/intl-warm-up.js explains why).
  try {
    if (typeof Worker === 'function') new Worker('/intl-warm-up.js');
  } catch {
    // No worker (blocked or unsupported): the first formatter pays for itself.
  }
})();
