// Runs before the first paint (blocking <script> in <head>): the stored choice wins, else the OS setting.
// Must stay tiny and dependency-free; src/lib/theme.ts takes over once the app has loaded.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // Storage blocked: fall back to the OS setting.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
