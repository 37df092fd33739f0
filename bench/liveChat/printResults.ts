import type { StoreResult } from './runStore.ts';

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

// The table the issue asks for, then what tells whether the numbers are server- or client-bound.
export function printResults(results: StoreResult[], print: (line: string) => void) {
  print(
    '\n| store | customers | attendants | target msg/s | achieved msg/s | p50 ms | p95 ms | p99 ms | lost | duplicated | server loop lag p99 ms | server RSS MB |',
  );
  print('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const { latency } = r.summary;
    print(
      `| ${r.store === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.customers} | ${r.attendants} | ${r.targetRate} | ${fixed(r.achievedRate)} | ${fixed(latency.p50)} | ${fixed(latency.p95)} | ${fixed(latency.p99)} | ${r.summary.lost} | ${r.summary.duplicated} | ${fixed(r.server.loaded.lagP99Ms)} | ${fixed(r.server.loaded.rssMb, 0)} |`,
    );
  }
  print(
    '\n| store | sent | acked | refused | unacked | ack p50 ms | ack p99 ms | max latency ms | server CPU % | server lag max ms | server RSS idle MB | bench loop lag p99 ms | bench CPU % |',
  );
  print('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const s = r.summary;
    print(
      `| ${r.store} | ${s.sent} | ${s.acked} | ${s.refused} | ${s.unacked} | ${fixed(s.ackLatency.p50)} | ${fixed(s.ackLatency.p99)} | ${fixed(s.latency.max)} | ${fixed(r.server.cpuPercent, 0)} | ${fixed(r.server.loaded.lagMaxMs)} | ${fixed(r.server.idle.rssMb, 0)} | ${fixed(r.client.lagP99Ms)} | ${fixed(r.client.cpuPercent, 0)} |`,
    );
  }
  for (const r of results) {
    if (Object.keys(r.summary.refusals).length > 0)
      print(`\n${r.store} refusals: ${JSON.stringify(r.summary.refusals)}`);
    const { toAttendant, toCustomer } = r.summary.byDirection;
    print(
      `${r.store} latency p50/p99 ms: customer → attendant ${fixed(toAttendant[0])}/${fixed(toAttendant[1])}, attendant → customer ${fixed(toCustomer[0])}/${fixed(toCustomer[1])}`,
    );
    print(
      `${r.store} server heap ${fixed(r.server.loaded.heapUsedMb, 0)} MB; GC pauses: longest ${fixed(r.server.loaded.gcMaxMs)} ms, ${fixed(r.server.loaded.gcTotalMs / 1000)} s in all`,
    );
    print(
      `${r.store} latency p50/p99 ms by tenth of the window: ${r.summary.bySlice.map(([p50, p99]) => `${fixed(p50, 0)}/${fixed(p99, 0)}`).join(', ')}`,
    );
    print(`${r.store} events heard by the bench during the load: ${JSON.stringify(r.events)}`);
  }
}
