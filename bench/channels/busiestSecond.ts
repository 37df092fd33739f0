// The most timestamps (ms) that fall in any one-second window: what a provider's per-second cap
// compares against. Two pointers over the sorted times.
export function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while ((sorted[last] ?? 0) - (sorted[first] ?? 0) >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
