// Gathers calls made within `waitMs` of the first (or until `maxItems`) into one `flush`: a write
// made for every event of a busy path (a receipt marked done) costs one statement per batch
// instead of one per event. Each caller's promise settles with its batch.
export function batchCalls<T>(
  flush: (items: T[]) => Promise<void>,
  options: { waitMs: number; maxItems: number },
) {
  let pending: { items: T[]; done: Promise<void>; settle: (error?: unknown) => void } | null = null;
  const send = () => {
    const batch = pending;
    pending = null;
    if (!batch) return;
    flush(batch.items).then(
      () => batch.settle(),
      (error) => batch.settle(error),
    );
  };
  return (item: T): Promise<void> => {
    if (!pending) {
      let settle: (error?: unknown) => void = () => undefined;
      const done = new Promise<void>((resolve, reject) => {
        settle = (error) => (error === undefined ? resolve() : reject(error));
      });
      pending = { items: [], done, settle };
      setTimeout(send, options.waitMs);
    }
    const batch = pending;
    batch.items.push(item);
    if (batch.items.length >= options.maxItems) send();
    return batch.done;
  };
}
