import type { FlowStoreResult } from './runStore.ts';

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function printResults(results: FlowStoreResult[], print: (line: string) => void) {
  print(
    '\n| store | conversations | target msg/s | seconds | achieved msg/s | flow step p50 ms | p95 ms | p99 ms | turn p50 ms | p95 ms | p99 ms | max ms | event-loop lag p99 ms | RSS MB | errors | load average (start → end) |',
  );
  print('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    print(
      `| ${r.store === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.conversations} | ${r.targetRate} | ${r.seconds} | ${fixed(r.achievedRate)} | ${fixed(r.flowStep.p50)} | ${fixed(r.flowStep.p95)} | ${fixed(r.flowStep.p99)} | ${fixed(r.turn.p50)} | ${fixed(r.turn.p95)} | ${fixed(r.turn.p99)} | ${fixed(r.turn.max)} | ${fixed(r.lagP99Ms)} | ${fixed(r.rssMb, 0)} | ${r.errors} | ${fixed(r.loadAverage[0], 2)} → ${fixed(r.loadAverage[1], 2)} |`,
    );
  }
  for (const r of results) {
    print(
      `${r.store}: ${r.sent} messages, ${fixed(r.balloonsPerStep, 2)} balloons per step, ${fixed(r.statementsPerMessage)} SQL statements per message, ${r.silentSteps} steps without a balloon, flow step max ${fixed(r.flowStep.max)} ms, loop lag max ${fixed(r.lagMaxMs)} ms, heap ${fixed(r.heapMb, 0)} MB, CPU ${fixed(r.cpuPercent, 0)} % of a core, set-up ${fixed(r.setupSeconds)} s`,
    );
    print(
      `${r.store} flow step p50/p99 ms by tenth of the window: ${r.flowStepBySlice.map(([p50, p99]) => `${fixed(p50 ?? NaN)}/${fixed(p99 ?? NaN)}`).join(', ')}`,
    );
    print(
      `${r.store} engine step alone (in memory, ${r.engineStep.steps} steps on the stored cursors): p50 ${fixed(r.engineStep.p50, 3)} ms, p99 ${fixed(r.engineStep.p99, 3)} ms, max ${fixed(r.engineStep.max, 2)} ms`,
    );
    print(
      `${r.store} select 1 round trip during the load: p50 ${fixed(r.roundTrip.p50, 2)} ms, p99 ${fixed(r.roundTrip.p99, 2)} ms, max ${fixed(r.roundTrip.max)} ms`,
    );
    print(`${r.store} answers per prompt: ${JSON.stringify(r.promptsAnswered)}`);
    if (r.firstError) print(`${r.store} first error: ${r.firstError}`);
  }
}
