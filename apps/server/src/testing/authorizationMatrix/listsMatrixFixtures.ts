import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { recipientLists, spreadsheetBases } from '../../db/schema/index.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

// A list and a spreadsheet base of Prosa Demo written straight to the database (so they exist with
// the campaigns module off too), and fresh ones for the rows that delete theirs.
export class ListMatrixFixtures {
  private counter = 0;

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly listId: string,
    readonly baseId: string,
  ) {}

  static async create(db: Db) {
    const fixtures = new ListMatrixFixtures(db, await accountIdOf(db, 'Prosa Demo'), newId(), newId());
    await fixtures.insertList(fixtures.listId);
    await fixtures.insertBase(fixtures.baseId);
    return fixtures;
  }

  unique = (prefix: string) => {
    this.counter += 1;
    return `${prefix} ${this.counter}`;
  };

  freshList = () => this.insertList(newId());
  freshBase = () => this.insertBase(newId());

  private async insertList(id: string) {
    await this.db
      .insert(recipientLists)
      .values({ id, accountId: this.accountId, title: this.unique('Lista'), source: 'crm' });
    return id;
  }

  private async insertBase(id: string) {
    await this.db.insert(spreadsheetBases).values({
      id,
      accountId: this.accountId,
      name: this.unique('Base da matriz'),
      source: 'spreadsheet',
      spreadsheetId: 'MatrizMatrizMatrizMatriz0123456789',
      pageName: this.unique('Página da matriz'),
    });
    return id;
  }
}
