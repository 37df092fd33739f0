import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contacts, leads } from '../../db/schema/index.ts';
import { accountIdOf, insertConversation } from '../../modules/live/testing/insertConversation.ts';

// Prosa Demo's objects for the identities, merge and leads rows: a merge uses up its second
// contact, so each call gets a fresh pair; one lead with its conversation for the lead detail.
export class ContactIdentitiesMatrixFixtures {
  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly leadId: string,
  ) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const room = await insertConversation(db, { accountId, status: 'bot' });
    const leadId = newId();
    await db.insert(leads).values({
      id: leadId,
      accountId,
      botId: room.botId,
      conversationId: room.id,
      line: 1,
      name: 'Lead da matriz',
      email: 'lead.matriz@example.com',
    });
    return new ContactIdentitiesMatrixFixtures(db, accountId, leadId);
  }

  async freshPair() {
    const [keptId, otherId] = [newId(), newId()];
    await this.db.insert(contacts).values([
      { id: keptId, accountId: this.accountId, name: 'Fusão da matriz' },
      { id: otherId, accountId: this.accountId, name: 'Fundido da matriz' },
    ]);
    return { keptId, otherId };
  }
}
