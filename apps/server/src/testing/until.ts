// Polls `probe` until it gives something truthy (then returns it), every `intervalMs`, `tries`
// times at most: for what a server does after its answer (jobs, reactions, other processes).
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  { tries = 200, intervalMs = 50 }: { tries?: number; intervalMs?: number } = {},
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = await probe();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('timed out');
}
