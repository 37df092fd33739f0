// `node --import tsx bench/privacy/run.ts [messages…]`: a contact's data export and erasure (issue
// 16, LGPD) for a person with that many messages (two conversations, one attachment), on a fresh
// server over PGlite, or over PostgreSQL when DATABASE_URL names a server. Prints one row per size.
import { cpus, loadavg } from 'node:os';
import { newId } from '../../apps/server/src/app/newId.ts';
import { privacyExports } from '../../apps/server/src/db/schema/index.ts';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { runContactExport } from '../../apps/server/src/modules/privacy/runContactExport.ts';
import { seedContactData } from '../../apps/server/src/modules/privacy/testing/seedContactData.ts';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const server = await startTestServer();
const db = server.services.database.db;
const accountId = await accountIdOf(db, 'Prosa Demo');
const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
console.log(
  `privacy bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${server.services.database.kind}, load ${loadavg()[0]?.toFixed(1)}, ${new Date().toISOString()}`,
);
console.log('| messages | export job ms | zip bytes | erasure ms |');
console.log('|---|---|---|---|');
for (const [index, messages] of (sizes.length > 0 ? sizes : [1000, 10000]).entries()) {
  const person = await seedContactData(db, accountId, {
    dataDir: server.env.DATA_DIR,
    label: `Bench${index}`,
    messagesPerConversation: Math.ceil(messages / 2),
  });
  const exportId = newId();
  await db.insert(privacyExports).values({ id: exportId, accountId, contactId: person.contactId });
  const exportStart = performance.now();
  await runContactExport(server.services, accountId, exportId);
  const exportMs = performance.now() - exportStart;
  const done = (await admin.get(`/api/privacy/exports/${exportId}`)).body;
  const eraseStart = performance.now();
  const erased = await admin.post(`/api/privacy/contacts/${person.contactId}/erasure`, {
    confirmation: person.name,
  });
  const eraseMs = performance.now() - eraseStart;
  if (done.status !== 'done' || erased.status !== 200)
    throw new Error(`export ${done.status}, erasure ${erased.status}`);
  console.log(`| ${messages} | ${Math.round(exportMs)} | ${done.fileSize} | ${Math.round(eraseMs)} |`);
}
await server.close();
process.exit(0);
