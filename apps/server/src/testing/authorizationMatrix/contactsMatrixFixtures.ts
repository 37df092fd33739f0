import { crmRoles } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contacts, crmFields, crmSections } from '../../db/schema/index.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

const everyone = () => ({ view: [...crmRoles], edit: [...crmRoles] });

// Prosa Demo's CRM objects the matrix points at, written straight to the database: a custom
// section with two fields, a contact, and fresh ones for the rows that use theirs up.
export class ContactMatrixFixtures {
  private counter = 0;

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly sectionId: string,
    readonly fieldIds: string[],
    readonly contactId: string,
  ) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const fixtures = new ContactMatrixFixtures(db, accountId, newId(), [newId(), newId()], newId());
    await db.insert(crmSections).values({
      id: fixtures.sectionId,
      accountId,
      type: 'person',
      name: 'Matriz',
      permissions: everyone(),
    });
    for (const [position, id] of fixtures.fieldIds.entries())
      await db.insert(crmFields).values({
        id,
        accountId,
        sectionId: fixtures.sectionId,
        name: `Campo ${position}`,
        token: `campo_${position}`,
        type: 'text',
        permissions: everyone(),
        position,
      });
    await fixtures.insertContact(fixtures.contactId);
    return fixtures;
  }

  private unique(prefix: string) {
    this.counter += 1;
    return `${prefix}_${this.counter}`;
  }

  sectionBody = () => ({ name: this.unique('Seção da matriz'), type: 'person' as const });
  fieldBody = () => ({
    sectionId: this.sectionId,
    name: 'Campo da matriz',
    token: this.unique('matriz'),
    type: 'text',
  });
  // The first field keeps its token, so every caller's edit is the same one.
  fieldEditBody = () => ({ sectionId: this.sectionId, name: 'Campo 0', token: 'campo_0', type: 'text' });
  orderBody = () => ({ fieldIds: [...this.fieldIds].reverse() });

  async contactBody() {
    const [name] = await this.db
      .select({ id: crmFields.id })
      .from(crmFields)
      .innerJoin(crmSections, eq(crmSections.id, crmFields.sectionId))
      .where(
        and(
          eq(crmFields.accountId, this.accountId),
          eq(crmFields.token, 'name'),
          eq(crmSections.type, 'person'),
          eq(crmSections.defaultKey, 'registration'),
        ),
      );
    return { type: 'person' as const, values: { [name?.id ?? '']: this.unique('Contato da matriz') } };
  }

  async freshSection(): Promise<string> {
    const id = newId();
    await this.db
      .insert(crmSections)
      .values({ id, accountId: this.accountId, ...this.sectionBody(), permissions: everyone() });
    return id;
  }

  async freshField(): Promise<string> {
    const id = newId();
    await this.db
      .insert(crmFields)
      .values({ id, accountId: this.accountId, ...this.fieldBody(), type: 'text', permissions: everyone() });
    return id;
  }

  freshContact(): Promise<string> {
    return this.insertContact(newId());
  }

  private async insertContact(id: string) {
    await this.db
      .insert(contacts)
      .values({ id, accountId: this.accountId, kind: 'person', name: this.unique('Contato da matriz') });
    return id;
  }
}
