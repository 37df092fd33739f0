import { newId } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { broadcastTemplates } from '../../../db/schema/index.ts';

// Meta's sample template, stored approved without a review: for runs that measure or stress the
// sending engine (the bench, the exactly-once test), not the templates' life. Answers its id.
export async function insertHelloWorldTemplate(db: Db, accountId: string, channelId: string) {
  const id = newId();
  await db.insert(broadcastTemplates).values({
    id,
    accountId,
    channelId,
    name: 'hello_world',
    category: 'utility',
    language: 'en_US',
    body: 'Welcome and congratulations!!',
    status: 'approved',
  });
  return id;
}
