interface Waiting<I, O> {
  item: I;
  resolve: (answer: O) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  // The most items one write takes.
  maxItems: number;
  // Writes running at once (per process and database: each holds a pooled connection).
  maxRunning: number;
  // A write of many that fails is tried again item by item, so one bad item fails only its caller.
  aloneOnError?: boolean;
}

// Group commit for a busy path's writes: items that arrive while earlier writes run wait for the
// next write, which takes them all (one statement, one commit). Each caller's promise settles with
// its own answer once the write holding its item is committed. Nothing waits on a timer: a lone
// item is written at once, and the writes grow only while the database is slow. `write` answers
// one result per item, in order.
export function groupCommit<I, O>(write: (items: I[]) => Promise<O[]>, options: GroupCommitOptions) {
  const queue: Array<Waiting<I, O>> = [];
  let running = 0;

  const settle = async (batch: Array<Waiting<I, O>>) => {
    try {
      const answers = await write(batch.map((waiting) => waiting.item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(answers[index] as O);
    } catch (error) {
      if (batch.length === 1 || !options.aloneOnError) for (const waiting of batch) waiting.reject(error);
      else await Promise.all(batch.map((waiting) => settle([waiting])));
    }
  };

  const run = async () => {
    running++;
    while (queue.length > 0) await settle(queue.splice(0, options.maxItems));
    running--;
  };

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running < options.maxRunning) void run();
    });
}
