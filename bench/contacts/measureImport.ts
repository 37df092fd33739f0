// The CRM import's speed (issue 6: 100,000 CSV rows in ≤ 60 s on PostgreSQL): a generated CSV of
// people with the default registration fields and the ten bench custom fields goes through the
// import's own path (upload checks, job, batches) on a fresh database. bench/contacts/run.ts calls
// `measureImport`; alone: `node --import tsx bench/contacts/measureImport.ts [rows] [postgres-url]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { createLogger } from '../../apps/server/src/app/createLogger.ts';
import { csvLine } from '../../apps/server/src/app/csvCell.ts';
import { readEnv } from '../../apps/server/src/app/env.ts';
import { contactImports } from '../../apps/server/src/db/schema/index.ts';
import { createContactImport } from '../../apps/server/src/modules/contactImport/createContactImport.ts';
import { postgresUrlOption } from '../benchOptionRules.ts';
import { benchContactRow, type FieldsByToken, seededDraw } from './benchContactRows.ts';
import { prepareContactsDatabase } from './prepareContactsDatabase.ts';

export interface ImportMeasurement {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

// The file as a person would export it from another system: one column per field, titled by the
// field's name, the values as the bench's realistic people hold them.
function benchCsv(rows: number, fields: FieldsByToken) {
  const columns = Object.values(fields);
  const draw = seededDraw(0x5eed);
  const lines = [csvLine(columns.map((field) => field.name))];
  for (let index = 0; index < rows; index++) {
    const row = benchContactRow(index, fields, draw, '2026-11-24');
    lines.push(csvLine(columns.map((field) => row.fields[field.id] ?? '')));
  }
  return lines.join('');
}

// From the upload to the import's "done": parsing and checking the file, every row's validation
// and the batched writes. The database is a new one on the server of `databaseUrl`, dropped after.
export async function measureImport(options: {
  databaseUrl: string;
  rows: number;
}): Promise<ImportMeasurement> {
  const prepared = await prepareContactsDatabase('pg', options.databaseUrl, 0, () => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'prosa-bench-import-'));
  try {
    const content = Buffer.from(benchCsv(options.rows, prepared.fields));
    const services = {
      database: prepared.database,
      env: readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      events: prepared.ctx.events,
      log: createLogger('warn'),
    };
    const started = performance.now();
    // Without a job queue in this process the import runs here at once, as the job would.
    const created = await createContactImport(
      services,
      prepared.ctx,
      { type: 'person', keyBehaviour: 'keep', listName: 'Bench' },
      'bench.csv',
      content,
    );
    for (;;) {
      const [record] = await prepared.database.db
        .select()
        .from(contactImports)
        .where(eq(contactImports.id, created.id));
      if (record?.status === 'failed') throw new Error(`the import failed: ${record.failure}`);
      if (record?.status === 'done') {
        if (record.importedCount !== options.rows)
          throw new Error(
            `imported ${record.importedCount} of ${options.rows}: ${JSON.stringify(record.errors.slice(0, 3))}`,
          );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    return { rows: options.rows, seconds, rowsPerSecond: options.rows / seconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await prepared.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.argv[2] ?? 100_000);
  const databaseUrl = process.argv[3] ?? postgresUrlOption.default;
  const result = await measureImport({ databaseUrl, rows });
  console.log('| rows | seconds | rows/s | goal |');
  console.log('| ---: | ---: | ---: | --- |');
  console.log(
    `| ${result.rows} | ${result.seconds.toFixed(1)} | ${Math.round(result.rowsPerSecond)} | ≤ 60 s for 100,000 |`,
  );
  process.exit(0);
}
