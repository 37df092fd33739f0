import { defaultViewRule, levels } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../apps/server/src/app/newId.ts';
import { openDatabase } from '../../apps/server/src/db/openDatabase.ts';
import {
  accounts,
  bots,
  departments,
  departmentUsers,
  memberships,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { demoPassword, seedDemo } from '../../apps/server/src/db/seed.ts';
import { hashPassword } from '../../apps/server/src/modules/identity/passwordHash.ts';
import { createSession } from '../../apps/server/src/modules/identity/sessionRepository.ts';
import { createFreshStore } from '../createFreshStore.ts';
import type { Store } from './parseOptions.ts';

export interface BenchAttendant {
  userId: string;
  name: string;
  // The panel's cookies (session and CSRF) as a browser would hold them after signing in.
  cookie: string;
  csrfToken: string;
}

// A fresh database for one run (a new PostgreSQL database, or a new PGlite folder copied from the
// migrated template), seeded like a first start, with the bench's attendants added to the demo's
// "Atendimento" department (balancing distribution, room for every customer). The attendants get
// sessions written directly: 100 argon2 logins would only measure the password hash. Done before
// the server starts because PGlite admits one process per folder.
export async function prepareDatabase(
  store: Store,
  postgresUrl: string,
  attendantCount: number,
  customerCount: number,
) {
  const { dataDir, databaseUrl, drop } = await createFreshStore(store, postgresUrl, 'prosa-bench-live');
  const database = await openDatabase({ databaseUrl, dataDir }).catch(async (error) => {
    await drop();
    throw error;
  });
  try {
    const { db } = database;
    await seedDemo(db);
    const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
    if (!account) throw new Error('the demo seed has no "Prosa Demo"');
    const [department] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.accountId, account.id), eq(departments.name, 'Atendimento')));
    const [bot] = await db.select().from(bots).where(eq(bots.accountId, account.id));
    if (!department || !bot) throw new Error('the demo seed has no "Atendimento" or no bot');
    const perAttendant = Math.ceil(customerCount / attendantCount);
    await db
      .update(departments)
      .set({ distribution: 'balancing', queue: true, maxAttendances: Math.max(100, perAttendant * 2) })
      .where(eq(departments.id, department.id));
    // Only the bench's attendants attend there, so every conversation lands on one of them.
    await db.delete(departmentUsers).where(eq(departmentUsers.departmentId, department.id));

    const passwordHash = await hashPassword(demoPassword);
    const attendants: BenchAttendant[] = [];
    for (let i = 1; i <= attendantCount; i++) {
      const userId = newId();
      const name = `Bench Attendant ${i}`;
      await db.insert(users).values({ id: userId, name, email: `bench-${i}@prosa.bench`, passwordHash });
      await db.insert(memberships).values({
        accountId: account.id,
        userId,
        role: 'attendant',
        level: levels.attendant,
        viewRule: defaultViewRule(levels.attendant),
      });
      await db.insert(departmentUsers).values({ departmentId: department.id, accountId: account.id, userId });
      const { token, session } = await createSession(db, {
        userId,
        accountId: account.id,
        isTwoFactorPending: false,
        device: 'bench',
        ip: '127.0.0.1',
      });
      attendants.push({
        userId,
        name,
        cookie: `prosa_session=${token}; prosa_csrf=${session.csrfToken}`,
        csrfToken: session.csrfToken,
      });
    }
    await database.close();
    return {
      databaseUrl,
      dataDir,
      botToken: bot.token,
      attendants,
      drop,
    };
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}
