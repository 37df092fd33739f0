import type { ImportMeasurement } from './measureImport.ts';
import type { ContactsStoreResult } from './runStore.ts';

export interface ImportResult extends ImportMeasurement {
  loadAverage: [number, number];
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const storeName = (store: string) => (store === 'pg' ? 'PostgreSQL' : 'PGlite');

export function printResults(
  results: ContactsStoreResult[],
  imported: ImportResult | null,
  print: (line: string) => void,
) {
  print('\n| store | query | matching people | calls | p50 ms | p95 ms | p99 ms | max ms |');
  print('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    for (const kind of r.kinds)
      print(
        `| ${storeName(r.store)} | ${kind.name} | ${kind.total} | ${kind.count} | ${fixed(kind.p50)} | ${fixed(kind.p95)} | ${fixed(kind.p99)} | ${fixed(kind.max)} |`,
      );
    print(
      `| ${storeName(r.store)} | **overall** | ${r.contacts} people | ${r.overall.count} | ${fixed(r.overall.p50)} | **${fixed(r.overall.p95)}** | ${fixed(r.overall.p99)} | ${fixed(r.overall.max)} |`,
    );
  }
  if (imported) {
    print('\n| store | CSV rows imported | seconds | rows/s | goal | load average (start → end) |');
    print('|---|---|---|---|---|---|');
    print(
      `| PostgreSQL | ${imported.rows} | ${fixed(imported.seconds)} | ${fixed(imported.rowsPerSecond, 0)} | ≤ 60 s for 100,000 | ${fixed(imported.loadAverage[0], 2)} → ${fixed(imported.loadAverage[1], 2)} |`,
    );
  } else print('\nimport: measured on PostgreSQL only (--store pg or both)');
  for (const r of results) {
    print(
      `\n${r.store}: seeded in ${fixed(r.seedSeconds)} s, load average ${fixed(r.loadAverage[0], 2)} → ${fixed(r.loadAverage[1], 2)}`,
    );
    print(`${r.store} slowest kind by p95: ${r.slowest.name}, query ${JSON.stringify(r.slowest.query)}`);
    for (const plan of r.slowest.plans) print(`\n${plan}`);
  }
}
