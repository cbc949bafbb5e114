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
  // The /home shell's room picture (RoomPicture's shell slot): the room of the level the session remembers
  // (the `user` cookie), in this theme, requested as soon as the page is parsed instead of once the app has
  // loaded and drawn it, which on a slow phone is seconds later. The app's own picture replaces it.
  const fillRoomSlot = () => {
    const slot = document.querySelector('img[data-room-slot]');
    if (!slot || slot.getAttribute('src')) return;
    let level = null;
    try {
      const cookie = document.cookie.split('; ').find((part) => part.startsWith('user='));
      level = cookie ? JSON.parse(decodeURIComponent(cookie.slice(5))).level : null;
    } catch {
      return;
    }
    const max = Number(slot.getAttribute('data-room-max'));
    if (!Number.isInteger(level) || !Number.isInteger(max)) return;
    const shown = String(Math.min(Math.max(level, 1), max));
    slot.onerror = () => {
      slot.hidden = true;
    };
    slot.src = slot.getAttribute('data-room-slot').replace(':level', shown).replace(':file', `${theme}.svg`);
    slot.hidden = false;
  };
  if (token) {
    if (document.readyState === 'loading')
      document.addEventListener('readystatechange', fillRoomSlot, { once: true });
    else fillRoomSlot();
  }
  // Warms the engine's locale data on another thread before the app's first number or date
  // (public/intl-warm-up.js explains why).
  try {
    if (typeof Worker === 'function') new Worker('/intl-warm-up.js');
  } catch {
    // No worker (blocked or unsupported): the first formatter pays for itself.
  }
})();
