/**
 * Runs `task` in a task of its own, as soon as the browser has run what is already queued (a
 * MessageChannel message: unlike setTimeout it is neither clamped nor throttled, and a test's faked clock
 * does not hold it back). Returns a cancel function, for an effect's cleanup.
 */
export function nextTask(task: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
