import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { sendingDomains } from '../../db/schema/index.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

// Sending domains of Prosa Demo written straight to the database, already verified (so "verify now"
// answers without asking DNS), and fresh names for the rows that create or use one up.
export class SendingDomainMatrixFixtures {
  private counter = 0;

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly domainId: string,
  ) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const fixtures = new SendingDomainMatrixFixtures(db, accountId, newId());
    await fixtures.insert(fixtures.domainId);
    return fixtures;
  }

  freshName = () => {
    this.counter += 1;
    return `matriz-${this.counter}.example.com`;
  };

  freshDomain = () => this.insert(newId());

  private async insert(id: string) {
    await this.db.insert(sendingDomains).values({
      id,
      accountId: this.accountId,
      name: this.freshName(),
      dkimSelector: 'matriz',
      dkimPublicKey: 'AAAA',
      sealedDkimPrivateKey: 'none',
      status: 'verified',
    });
    return id;
  }
}
