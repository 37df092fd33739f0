import { and, eq } from 'drizzle-orm';
import { newId, newToken } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { bots, conversations, conversationTags, departments } from '../../db/schema/index.ts';
import { accountIdOf, insertConversation, userIdOf } from '../../modules/live/testing/insertConversation.ts';

// Rooms and a chatbot of Prosa Demo for the /api/live and /api/bots rows, written straight to the database so every caller
// meets the same room: one waiting in Atendimento's queue (the manager, attendant and junior are
// its members), or one Carla — who is no caller — is attending.
export class LiveMatrixFixtures {
  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly departmentId: string,
    private readonly carlaId: string,
    readonly botId: string,
    // A manager who is no caller: the attendant added to Carla's room (group attendance).
    readonly beatrizId: string,
  ) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const [serviceDesk] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    if (!serviceDesk) throw new Error('no Atendimento department');
    // A chatbot of its own, so editing it leaves the seed's bot as it was.
    const botId = newId();
    await db.insert(bots).values({ id: botId, accountId, token: newToken(24), name: 'Matriz Bot' });
    const carlaId = await userIdOf(db, 'carla@prosa.demo');
    const beatrizId = await userIdOf(db, 'beatriz@prosa.demo');
    return new LiveMatrixFixtures(db, accountId, serviceDesk.id, carlaId, botId, beatrizId);
  }

  async queued(): Promise<string> {
    const room = await insertConversation(this.db, {
      accountId: this.accountId,
      departmentId: this.departmentId,
      status: 'queueManual',
    });
    return room.id;
  }

  async heldByCarla(): Promise<string> {
    const room = await insertConversation(this.db, {
      accountId: this.accountId,
      departmentId: this.departmentId,
      status: 'new',
      attendantId: this.carlaId,
      assignedAt: new Date(),
    });
    return room.id;
  }

  async heldByCarlaWithBeatriz(): Promise<string> {
    const id = await this.heldByCarla();
    await this.db
      .update(conversations)
      .set({ participants: [{ id: this.beatrizId, name: 'Beatriz Rocha' }] })
      .where(eq(conversations.id, id));
    return id;
  }

  async queuedWithTag(tagId: string): Promise<string> {
    const id = await this.queued();
    await this.db.insert(conversationTags).values({ conversationId: id, tagId, accountId: this.accountId });
    return id;
  }
}
