// `npm run bench:flow`: inbound webchat messages through the published flow with stored cursors,
// in this process on a fresh database, on PostgreSQL then PGlite (issue 5 §5). Quick smoke run:
// `npm run bench:flow -- --conversations 50 --rate 50 --seconds 5`.
import { cpus, totalmem } from 'node:os';
import { parseOptions } from './parseOptions.ts';
import { printResults } from './printResults.ts';
import { type FlowStoreResult, runStore } from './runStore.ts';

const options = parseOptions(process.argv.slice(2));
const print = (line: string) => console.log(line);
print(
  `Flow engine bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const results: FlowStoreResult[] = [];
for (const store of options.stores) results.push(await runStore(store, options, print));
printResults(results, print);
process.exit(0);
