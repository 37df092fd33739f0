import type { Percentiles } from '../contacts/percentiles.ts';
import type { MixedBenchOptions } from './parseMixedOptions.ts';
import type { ChannelResult } from './runMixed.ts';

// A figure added up over the channels' results.
const sumOf = (results: ChannelResult[], pick: (result: ChannelResult) => number) =>
  results.reduce((total, result) => total + pick(result), 0);

const ms = (p: Percentiles) =>
  `${p.p50.toFixed(1)} / ${p.p95.toFixed(1)} / ${p.p99.toFixed(1)} / ${p.max.toFixed(1)}`;

// The warm-up's answers and losses in one line: the server's first seconds after its start.
export function printWarmup(
  run: { results: ChannelResult[]; window: number; total: number; answer: Percentiles },
  print: (line: string) => void,
) {
  const sum = (pick: (result: ChannelResult) => number) => sumOf(run.results, pick);
  print(
    `warm-up (the first ${run.window.toFixed(0)} s after the server's start, not in the table): ${run.total} messages, answer ms p50 / p95 / p99 / max ${ms(run.answer)}, stored / lost / duplicated ${sum((r) => r.tally.stored)} / ${sum((r) => r.tally.lost)} / ${sum((r) => r.tally.duplicated)}`,
  );
}

// The closing table, one row per channel and the overall one, in the form docs/performance.md
// quotes it. The e-mail row's answer is the inbound SMTP endpoint's 250 to the mail.
export function printMixedResults(
  run: { results: ChannelResult[]; window: number; total: number; answer: Percentiles },
  options: MixedBenchOptions,
  print: (line: string) => void,
) {
  print(
    `\nOffered ${run.total} messages at ${options.rate}/s for ${options.seconds} s${options.warmup > 0 ? ` after ${options.warmup} s of warm-up` : ''}, ${options.customers} customers per channel; goal: p99 ≤ 50 ms, 0 lost, 0 duplicated`,
  );
  print(
    '| channel | offered | achieved msg/s | answer ms p50 / p95 / p99 / max | retries | stored / lost / duplicated | failed posts |',
  );
  print('|---|---|---|---|---|---|---|');
  const row = (label: string, result: Omit<ChannelResult, 'label'>) =>
    print(
      `| ${label} | ${result.offered} | ${(result.offered / run.window).toFixed(1)} | ${ms(result.answer)} | ${result.retriesPosted} | ${result.tally.stored} / ${result.tally.lost} / ${result.tally.duplicated} | ${result.failedPosts} |`,
    );
  for (const result of run.results) row(result.label, result);
  const sum = (pick: (result: ChannelResult) => number) => sumOf(run.results, pick);
  row('**all**', {
    offered: sum((result) => result.offered),
    retriesPosted: sum((result) => result.retriesPosted),
    failedPosts: sum((result) => result.failedPosts),
    answer: run.answer,
    tally: {
      stored: sum((result) => result.tally.stored),
      lost: sum((result) => result.tally.lost),
      duplicated: sum((result) => result.tally.duplicated),
    },
  });
}
