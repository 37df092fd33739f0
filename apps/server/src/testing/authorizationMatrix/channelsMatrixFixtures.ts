import { eq } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { bots, channels } from '../../db/schema/index.ts';
import { cloudChannelBody } from '../../modules/channels/testing/cloudChannelBody.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

// A WhatsApp channel of Prosa Demo written straight to the database (its secrets sealed with the
// server's key), and fresh ones for the rows that use theirs up.
export class ChannelMatrixFixtures {
  private counter = 0;

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly botId: string,
    readonly channelId: string,
    private readonly sealedSecrets: string,
  ) {}

  static async create(db: Db, sealedSecrets: string) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const [bot] = await db.select({ id: bots.id }).from(bots).where(eq(bots.accountId, accountId)).limit(1);
    if (!bot) throw new Error('Prosa Demo has no bot');
    const fixtures = new ChannelMatrixFixtures(db, accountId, bot.id, newId(), sealedSecrets);
    await fixtures.insert(fixtures.channelId, 'matriz-0');
    return fixtures;
  }

  private nextInstance() {
    this.counter += 1;
    return `matriz-${this.counter}`;
  }

  // A new number each call: two channels cannot share one.
  freshBody = () => cloudChannelBody(this.botId, this.nextInstance());
  editBody = () => cloudChannelBody(this.botId, 'matriz-0');

  async freshChannel(): Promise<string> {
    return this.insert(newId(), this.nextInstance());
  }

  private async insert(id: string, instanceId: string) {
    await this.db.insert(channels).values({
      id,
      accountId: this.accountId,
      type: 'whatsapp',
      provider: 'cloud',
      name: `WhatsApp ${instanceId}`,
      botId: this.botId,
      config: { phoneNumberId: instanceId, wabaId: 'waba' },
      sealedSecrets: this.sealedSecrets,
      instanceId,
    });
    return id;
  }
}
