// Runs at most `max` tasks at once; the others wait their turn in order. Background work bounded
// this way leaves the database pool's other connections to the requests that are waiting on it.
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next in line, so `running` stays as it is.
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
