import type { Percentiles } from '../contacts/percentiles.ts';
import type { ChannelBenchOptions } from './parseOptions.ts';
import type { InboundResult } from './runInbound.ts';
import type { OutboundResult } from './runOutbound.ts';

const ms = (p: Percentiles) =>
  `${p.p50.toFixed(1)} / ${p.p95.toFixed(1)} / ${p.p99.toFixed(1)} / ${p.max.toFixed(1)}`;

// The closing table, in the form docs/performance.md quotes it.
export function printChannelResults(
  results: { inbound: InboundResult; outbound: OutboundResult; options: ChannelBenchOptions },
  print: (line: string) => void,
) {
  const { inbound, outbound, options } = results;
  print('\n| Inbound (Cloud API webhooks) | value | goal |');
  print('|---|---|---|');
  print(
    `| offered | ${inbound.offered} messages at ${options.rate}/s for ${options.seconds} s, over ${options.customers} customers | 500/s for 60 s |`,
  );
  print(`| achieved rate | ${inbound.achievedRate.toFixed(1)} msg/s | 500 |`);
  print(`| webhook 200, ms p50 / p95 / p99 / max | ${ms(inbound.answer)} | p99 ≤ 50 |`);
  print(`| webhook → attendant screen, ms p50 / p95 / p99 / max | ${ms(inbound.toScreen)} | p99 ≤ 150 |`);
  print(`| provider retries posted (same wamid) | ${inbound.retriesPosted} | |`);
  print(
    `| stored / lost / duplicated (stored, on screen) | ${inbound.stored} / ${inbound.lost} / ${inbound.duplicatedStored}, ${inbound.duplicatedOnScreen} | 0 lost, 0 duplicated |`,
  );
  print(`| failed posts | ${inbound.failedPosts} | 0 |`);
  print('\n| Outbound (outbox → Cloud API fake, cap 80 msg/s per number) | value | goal |');
  print('|---|---|---|');
  print(
    `| offered by attendants | ${outbound.offered} at ${outbound.offeredRate.toFixed(1)} msg/s (${outbound.refusedByServer} refused by the server) | |`,
  );
  print(`| accepted by the fake | ${outbound.accepted} in ${outbound.drainSeconds.toFixed(1)} s | all |`);
  print(`| sustained rate, the run's replies | ${outbound.sustainedRate.toFixed(1)} msg/s | |`);
  print(
    `| sustained rate, every send on the number in that span (${outbound.otherSends} system notices and others) | ${outbound.numberRate.toFixed(1)} msg/s | ≥ 78 |`,
  );
  print(
    `| steady rate, every send on the number between its 5th and 95th percentile | ${outbound.numberSteadyRate.toFixed(1)} msg/s | ≥ 78 |`,
  );
  print(
    `| busiest second, the run's replies / every send | ${outbound.busiestSecond} / ${outbound.numberBusiestSecond} | ≤ 80 |`,
  );
  print(`| refused over the cap (130429) | ${outbound.capRefusals} | |`);
  print(
    `| duplicates accepted / resends of an accepted id | ${outbound.duplicates} / ${outbound.resends} | 0 |`,
  );
  print(`| lost | ${outbound.lost} | 0 |`);
}
