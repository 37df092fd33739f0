import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversationTags, departments } from '../../db/schema/index.ts';
import { accountIdOf, insertConversation, userIdOf } from '../../modules/live/testing/insertConversation.ts';

// Rooms of Prosa Demo for the /api/live rows, written straight to the database so every caller
// meets the same room: one waiting in Atendimento's queue (the manager, attendant and junior are
// its members), or one Carla — who is no caller — is attending.
export class LiveMatrixFixtures {
  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly departmentId: string,
    private readonly carlaId: string,
  ) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const [serviceDesk] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    if (!serviceDesk) throw new Error('no Atendimento department');
    return new LiveMatrixFixtures(db, accountId, serviceDesk.id, await userIdOf(db, 'carla@prosa.demo'));
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

  async queuedWithTag(tagId: string): Promise<string> {
    const id = await this.queued();
    await this.db.insert(conversationTags).values({ conversationId: id, tagId, accountId: this.accountId });
    return id;
  }
}
