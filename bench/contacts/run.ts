// `npm run bench:contacts`: the CRM on 100,000 people with ten custom fields (issue 6): the
// people list's queries, then the import of as many CSV rows, in this process on fresh databases,
// on PostgreSQL by default. Quick smoke run:
// `npm run bench:contacts -- --contacts 5000 --samples 5 --import-rows 2000`.
import { cpus, loadavg, totalmem } from 'node:os';
import { measureImport } from './measureImport.ts';
import { parseOptions } from './parseOptions.ts';
import { type ImportResult, printResults } from './printResults.ts';
import { type ContactsStoreResult, runStore } from './runStore.ts';

const options = parseOptions(process.argv.slice(2));
const print = (line: string) => console.log(line);
print(
  `Contacts bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString()}`,
);
const results: ContactsStoreResult[] = [];
for (const store of options.stores) results.push(await runStore(store, options, print));
// The import's goal is on PostgreSQL, and measureImport opens a database on that server only.
let imported: ImportResult | null = null;
if (options.stores.includes('pg')) {
  const loadBefore = loadavg()[0] ?? 0;
  const measured = await measureImport({ databaseUrl: options.postgresUrl, rows: options.importRows });
  imported = { ...measured, loadAverage: [loadBefore, loadavg()[0] ?? 0] };
}
printResults(results, imported, print);
process.exit(0);
