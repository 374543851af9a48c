/**
 * `nextTask()`: resolves in a new task of the page's event loop, as soon as the loop is free (a
 * message on a channel of our own: unlike `setTimeout`, it is neither clamped nor throttled in a
 * hidden page).
 */
let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(0);
  });
}
