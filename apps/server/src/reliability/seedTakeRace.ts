import { defaultViewRule, levels } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { newId, newToken } from '../app/newId.ts';
import type { Db } from '../db/database.ts';
import { accounts, bots, departments, departmentUsers, memberships, users } from '../db/schema/index.ts';
import { demoPassword } from '../db/seed.ts';
import { hashPassword } from '../modules/identity/passwordHash.ts';

// A department that only queues (no distribution, so every conversation waits for a take) with a
// small maximum of attendances, `attendantCount` attendants in it, and a chatbot handing its
// conversations to it. Written straight to the database: the race is the test, not the set-up.
export async function seedTakeRace(db: Db, options: { attendantCount: number; maxAttendances: number }) {
  const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  if (!account) throw new Error('the demo account is missing');
  const departmentId = newId();
  await db.insert(departments).values({
    id: departmentId,
    accountId: account.id,
    name: `Corrida ${newToken(4)}`,
    queue: true,
    distribution: 'none',
    maxAttendances: options.maxAttendances,
  });
  const passwordHash = await hashPassword(demoPassword);
  const attendants = Array.from({ length: options.attendantCount }, (_, index) => ({
    id: newId(),
    name: `Atendente Corrida ${index + 1}`,
    email: `corrida-${index + 1}-${newToken(4).toLowerCase()}@prosa.demo`,
  }));
  await db.insert(users).values(attendants.map((attendant) => ({ ...attendant, passwordHash })));
  await db.insert(memberships).values(
    attendants.map((attendant) => ({
      accountId: account.id,
      userId: attendant.id,
      role: 'attendant',
      level: levels.attendant,
      viewRule: defaultViewRule(levels.attendant),
    })),
  );
  await db
    .insert(departmentUsers)
    .values(attendants.map((attendant) => ({ departmentId, accountId: account.id, userId: attendant.id })));
  const botToken = newToken(24);
  await db.insert(bots).values({
    id: newId(),
    accountId: account.id,
    token: botToken,
    name: 'Bot da corrida',
    defaultDepartmentId: departmentId,
  });
  return { accountId: account.id, departmentId, attendants, botToken };
}
