/** Runs `next` in a task of its own, right after the tasks already queued (a message to itself). */
export function afterThisTask(next: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    next();
  };
  channel.port2.postMessage(null);
}
