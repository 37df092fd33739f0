import { levels } from '@prosa/contracts';
import { newId } from '../apps/server/src/app/newId.ts';
import { accounts, memberships, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwordHash.ts';
import { signIn } from '../apps/server/src/testing/signIn.ts';
import { startTestServer } from '../apps/server/src/testing/startTestServer.ts';

const memberCount = 1000;
const requestCount = 200;
const password = 'bench-password-1';
const firstNames = ['Ana', 'Bruno', 'Cláudia', 'Diego', 'Érica', 'Fábio', 'Gisele', 'Hugo', 'Íris', 'João'];
const lastNames = ['Silva', 'Souza', 'Conceição', 'Oliveira', 'Pereira', 'Lima', 'Araújo', 'Gonçalves'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

// GET /api/settings/users over an account of 1,000 members: every page in turn plus searches
// (accent-free text against accented names, and an e-mail fragment), one request at a time, timed
// from the client over loopback (so server time plus a fraction of a millisecond of HTTP).
export async function benchUsersList() {
  const server = await startTestServer();
  try {
    const { db } = server.services.database;
    const accountId = newId();
    const passwordHash = await hashPassword(password);
    await db.insert(accounts).values({ id: accountId, name: 'Bench', userLimit: memberCount + 10 });
    const rows = Array.from({ length: memberCount }, (_, i) => ({
      id: newId(),
      name: `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / 10) % lastNames.length]} ${i}`,
      email: `bench${i}@bench.demo`,
      passwordHash,
    }));
    for (let i = 0; i < rows.length; i += 250) {
      const chunk = rows.slice(i, i + 250);
      await db.insert(users).values(chunk);
      await db.insert(memberships).values(
        chunk.map((row, j) => ({
          accountId,
          userId: row.id,
          role: i + j === 0 ? 'administrator' : 'attendant',
          level: i + j === 0 ? levels.administrator : levels.attendant,
        })),
      );
    }
    const { client } = await signIn(server.url, 'bench0@bench.demo', { password });
    const cases = [
      ...Array.from({ length: 20 }, (_, i) => ({ case: 'page', query: `page=${i + 1}` })),
      { case: 'search', query: 'search=conceicao' },
      { case: 'search', query: 'search=joao%20lima' },
      { case: 'search', query: 'search=bench99' },
      { case: 'search', query: 'search=conceicao&page=2' },
    ];
    const timings = new Map<string, number[]>();
    for (const warmup of cases.slice(0, 5)) await client.get(`/api/settings/users?${warmup.query}`);
    for (let i = 0; i < requestCount; i++) {
      const { case: name, query } = cases[i % cases.length] ?? { case: 'page', query: 'page=1' };
      const startedAt = performance.now();
      const answer = await client.get(`/api/settings/users?${query}`);
      const ms = performance.now() - startedAt;
      if (answer.status !== 200) throw new Error(`users list answered ${answer.status}`);
      timings.set(name, [...(timings.get(name) ?? []), ms]);
      timings.set('all', [...(timings.get('all') ?? []), ms]);
    }
    // The overall row last.
    return [...timings]
      .sort(([a], [b]) => Number(a === 'all') - Number(b === 'all'))
      .map(([name, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return {
          case: name,
          requests: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
        };
      });
  } finally {
    await server.close();
  }
}
