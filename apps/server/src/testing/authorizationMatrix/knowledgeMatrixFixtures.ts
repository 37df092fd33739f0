import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { knowledgeBases, knowledgeQuestions } from '../../db/schema/index.ts';
import { accountIdOf } from '../../modules/live/testing/insertConversation.ts';

// A base of Prosa Demo with one question, written straight to the database: the rows that use
// their object up get fresh ones even while the matrix has the knowledge module switched off.
export class KnowledgeMatrixFixtures {
  private counter = 0;

  private constructor(
    private readonly db: Db,
    private readonly accountId: string,
    readonly baseId: string,
    readonly questionId: string,
  ) {}

  static async create(db: Db) {
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const fixtures = new KnowledgeMatrixFixtures(db, accountId, newId(), newId());
    await db.insert(knowledgeBases).values({ id: fixtures.baseId, accountId, title: 'Matriz' });
    await fixtures.insertQuestion(fixtures.questionId);
    return fixtures;
  }

  private unique(prefix: string) {
    this.counter += 1;
    return `${prefix} ${this.counter}`;
  }

  baseBody = () => ({ title: this.unique('Base da matriz') });
  questionBody = () => ({
    title: this.unique('Pergunta da matriz'),
    responses: [{ type: 'text' as const, text: 'Resposta da matriz' }],
    intentions: [{ word: 'matriz', weight: 1 }],
  });

  async freshBase(): Promise<string> {
    const id = newId();
    await this.db.insert(knowledgeBases).values({ id, accountId: this.accountId, ...this.baseBody() });
    return id;
  }

  async freshQuestion(): Promise<string> {
    return this.insertQuestion(newId());
  }

  private async insertQuestion(id: string) {
    await this.db
      .insert(knowledgeQuestions)
      .values({ id, accountId: this.accountId, baseId: this.baseId, ...this.questionBody() });
    return id;
  }
}
