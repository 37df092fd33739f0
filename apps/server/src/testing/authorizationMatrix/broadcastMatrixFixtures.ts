import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { broadcastDispatches, broadcastTemplates, channels } from '../../db/schema/index.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

// An approved broadcast template and a finished dispatch of Prosa Demo on the matrix's WhatsApp
// channel, written straight to the database, fresh templates for the rows that delete theirs, and
// an SMS channel to create templates on (an SMS template needs no provider's review, so the matrix
// calls no provider).
export class BroadcastMatrixFixtures {
  private counter = 0;

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly channelId: string,
    readonly templateId: string,
    readonly dispatchId: string,
    private readonly sealedSecrets: string,
  ) {}

  static async create(db: Db, channelId: string, sealedSecrets: string) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const fixtures = new BroadcastMatrixFixtures(db, accountId, channelId, newId(), newId(), sealedSecrets);
    await fixtures.insertTemplate(fixtures.templateId);
    await db.insert(broadcastDispatches).values({
      id: fixtures.dispatchId,
      accountId,
      channelId,
      templateId: fixtures.templateId,
      name: 'Matriz',
      status: 'sent',
    });
    return fixtures;
  }

  freshTemplate = () => this.insertTemplate(newId());

  // A draft complete enough to send, scheduled years ahead so that sending it calls no provider.
  freshDraft = () =>
    this.insertDispatch({
      name: 'Rascunho da matriz',
      status: 'draft',
      audience: { recipients: [{ name: 'Ana', phone: '5511987654321' }] },
    });

  // A dispatch scheduled years ahead, for each row that stops one.
  freshScheduled = () => this.insertDispatch({ name: 'Agendado da matriz', status: 'scheduled' });

  private async insertDispatch(
    fields: Pick<typeof broadcastDispatches.$inferInsert, 'name' | 'status' | 'audience'>,
  ) {
    const id = newId();
    await this.db.insert(broadcastDispatches).values({
      id,
      accountId: this.accountId,
      channelId: this.channelId,
      templateId: this.templateId,
      scheduleAt: new Date('2099-01-01T12:00:00Z'),
      ...fields,
    });
    return id;
  }

  // An SMS channel of its own for each call.
  freshSmsChannel = async () => {
    const id = newId();
    await this.db.insert(channels).values({
      id,
      accountId: this.accountId,
      type: 'sms',
      provider: 'http',
      name: `SMS ${this.freshName()}`,
      sealedSecrets: this.sealedSecrets,
      instanceId: `matriz-sms-${id}`,
    });
    return id;
  };

  freshName = () => {
    this.counter += 1;
    return `matriz_${this.counter}`;
  };

  private async insertTemplate(id: string) {
    await this.db.insert(broadcastTemplates).values({
      id,
      accountId: this.accountId,
      channelId: this.channelId,
      name: this.freshName(),
      category: 'utility',
      language: 'pt_BR',
      body: 'Olá!',
      status: 'approved',
    });
    return id;
  }
}
