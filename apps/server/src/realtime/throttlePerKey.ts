// Calls `run(key)` at once, then at most once per `intervalMs` for the same key: calls inside the
// window fold into one trailing call, so the last change is never lost.
export function throttlePerKey(run: (key: string) => void, intervalMs: number) {
  const windows = new Map<string, { pending: boolean }>();
  const open = (key: string) => {
    const window = { pending: false };
    windows.set(key, window);
    run(key);
    setTimeout(() => {
      windows.delete(key);
      if (window.pending) open(key);
    }, intervalMs).unref();
  };
  return (key: string) => {
    const window = windows.get(key);
    if (window) window.pending = true;
    else open(key);
  };
}
