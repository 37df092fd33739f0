// The rate between the 5th and the 95th percentile of the timestamps (ms), per second: the pace
// once the burst has started and before its tail drains, without the first and last seconds'
// ramps that a whole-span rate counts against a cap-paced sender.
export function steadyRate(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const from = Math.floor(sorted.length * 0.05);
  const to = Math.ceil(sorted.length * 0.95) - 1;
  const seconds = ((sorted[to] ?? 0) - (sorted[from] ?? 0)) / 1000;
  return to > from && seconds > 0 ? (to - from) / seconds : 0;
}
