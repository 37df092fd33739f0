import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contacts } from '../../db/schema/index.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

// A contact of Prosa Demo for the number status rows, written straight to the database.
export class FlowMatrixFixtures {
  private constructor(readonly contactId: string) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const contactId = newId();
    await db.insert(contacts).values({ id: contactId, accountId, name: 'Contato da matriz' });
    return new FlowMatrixFixtures(contactId);
  }
}
