import { and, eq } from 'drizzle-orm';
import { newId, newToken } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { bots, departments, integrations } from '../../db/schema/index.ts';
import { accountIdOf, insertConversation } from '../../modules/live/testing/insertConversation.ts';

// A chatbot of Prosa Demo with an inactive integration, and a queued conversation of Atendimento
// on it that every level may see: sending it answers `integrations.inactive` (409) to whoever
// the guard and the view rule let through, and sends nothing.
export class IntegrationMatrixFixtures {
  private counter = 0;
  readonly endpoint = 'http://127.0.0.1:9/matriz';

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    private readonly sealedSecrets: string,
    readonly botId: string,
    readonly integrationId: string,
    readonly conversationId: string,
  ) {}

  static async create(db: Db, sealedSecrets: string) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const botId = newId();
    await db.insert(bots).values({ id: botId, accountId, token: newToken(24), name: 'Matriz Integrações' });
    const [serviceDesk] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    const conversation = await insertConversation(db, {
      accountId,
      botId,
      departmentId: serviceDesk?.id ?? null,
      status: 'queueManual',
    });
    const fixtures = new IntegrationMatrixFixtures(
      db,
      accountId,
      sealedSecrets,
      botId,
      newId(),
      conversation.id,
    );
    await fixtures.insert(fixtures.integrationId);
    return fixtures;
  }

  body = () => ({ name: this.freshName(), endpoint: this.endpoint, isActive: false });
  editBody = () => ({ name: 'Matriz integração', endpoint: this.endpoint, isActive: false });

  freshIntegration = () => this.insert(newId());

  private freshName() {
    this.counter += 1;
    return `Matriz ${this.counter}`;
  }

  private async insert(id: string) {
    await this.db.insert(integrations).values({
      id,
      accountId: this.accountId,
      botId: this.botId,
      name: this.freshName(),
      isActive: false,
      endpoint: this.endpoint,
      sealedSecrets: this.sealedSecrets,
    });
    return id;
  }
}
