import { options } from 'preact';

// When effects run (docs/decisions/046-preact-instead-of-react-dom.md). Preact's default is after the next
// animation frame, or 35 ms later when no frame comes: a focus timer lives in a background tab, where
// frames stop and timers are throttled, and a test's paused clock stops both. Like React instead:
// - after a render caused by the user's input (a key, a click), at once, before the browser paints and
//   reads the next key: a dialog opened with Enter has moved focus into its field before anything is typed;
// - otherwise in a task of their own right after the render (a MessageChannel message, which neither
//   throttling nor a faked clock holds back), so the browser can paint first.
const DISCRETE_EVENTS = new Set([
  'keydown',
  'keyup',
  'keypress',
  'click',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'input',
  'change',
  'submit',
  'focusin',
  'focusout',
]);

const channel = new MessageChannel();
const pending: Array<() => void> = [];
const runPending = () => {
  for (const callback of pending.splice(0)) callback();
};
channel.port1.onmessage = runPending;

options.requestAnimationFrame = (callback: () => void) => {
  if (pending.push(callback) > 1) return;
  // Preact renders in a microtask after the handler that changed state, while the event is still current.
  if (DISCRETE_EVENTS.has(window.event?.type ?? '')) queueMicrotask(runPending);
  else channel.port2.postMessage(null);
};
