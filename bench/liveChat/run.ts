// `npm run bench:live`: simulated webchat customers and panel attendants over real sockets against
// a server process, on PostgreSQL then PGlite (issue 4 §7). Quick smoke run:
// `npm run bench:live -- --customers 50 --attendants 5 --rate 50 --seconds 5`.
import { cpus, totalmem } from 'node:os';
import { parseOptions } from './parseOptions.ts';
import { printResults } from './printResults.ts';
import { runStore, type StoreResult } from './runStore.ts';

const options = parseOptions(process.argv.slice(2));
const print = (line: string) => console.log(line);
print(
  `Live chat bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const results: StoreResult[] = [];
for (const store of options.stores) results.push(await runStore(store, options, print));
printResults(results, print);
// Socket.io clients and timers of a failed run must not keep the process alive.
process.exit(0);
