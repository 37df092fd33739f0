import {
  defaultLiveBehavior,
  defaultLiveMessages,
  defaultViewRule,
  levels,
  modules,
  type Role,
} from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import { newId, newToken } from '../app/newId.ts';
import { demoSandboxChannel } from '../modules/channels/index.ts';
import { createDefaultCrm } from '../modules/contacts/defaultCrm.ts';
import { addCreditLot } from '../modules/credits/index.ts';
import { hashPassword } from '../modules/identity/passwordHash.ts';
import { changeLogSeed } from './changeLogSeed.ts';
import type { Db } from './database.ts';
import { knowledgeSeed } from './knowledgeSeed.ts';
import {
  accounts,
  bots,
  changeLogEntries,
  channels,
  departments,
  departmentUsers,
  journeys,
  knowledgeBases,
  knowledgeQuestions,
  liveSettings,
  memberships,
  quickResponses,
  tags,
  users,
} from './schema/index.ts';

export const demoPassword = 'prosa-demo-2026';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  // Demo mode's provider sandbox: Prosa Demo's chatbot gets a WhatsApp Cloud channel on it.
  sandbox?: { url: string; secretKey: Buffer };
}

export interface DemoLogin {
  account: string;
  role: Role;
  email: string;
  password: string;
}

const demoPeople: Array<{ role: Role; name: string; email: string }> = [
  { role: 'supreme', name: 'Sílvia Supremo', email: 'supremo@prosa.demo' },
  { role: 'master', name: 'Marcos Master', email: 'master@prosa.demo' },
  { role: 'administrator', name: 'Ana Administradora', email: 'admin@prosa.demo' },
  { role: 'manager', name: 'Gustavo Gestor', email: 'gestor@prosa.demo' },
  { role: 'attendant', name: 'Aline Atendente', email: 'atendente@prosa.demo' },
  { role: 'junior', name: 'João Júnior', email: 'junior@prosa.demo' },
];

const moreDemoPeople = () =>
  (
    [
      ['Carla Menezes', 'carla@prosa.demo', 'attendant', true, 'departments', null],
      ['Beatriz Rocha', 'beatriz@prosa.demo', 'manager', true, 'all', 'Reunião com clientes'],
      ['Rafael Tavares', 'rafael@prosa.demo', 'junior', false, 'all', null],
    ] as const
  ).map(([name, email, role, isActive, attendantListVisibility, absenceReason]) => ({
    user: { id: newId(), name, email, absenceReason, ddi: '55', phone: '11912345678' },
    role,
    isActive,
    attendantListVisibility,
  }));

// Runs once, on an empty database: "Prosa Demo" with one user per level, and "Outra Empresa" with
// its own administrator to show that accounts never see each other. The provider's staff (supreme
// and master) belong to both, so they choose an account at login.
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<DemoLogin[] | null> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
  if (count > 0) return null;

  const adminPassword = options.adminPassword ?? demoPassword;
  const [demoHash, adminHash] = await Promise.all([hashPassword(demoPassword), hashPassword(adminPassword)]);
  const demoId = newId();
  const otherId = newId();
  const logins: DemoLogin[] = [];
  const demoUserIds = new Map<Role, string>();

  await db.transaction(async (tx) => {
    await tx.insert(accounts).values([
      {
        id: demoId,
        name: 'Prosa Demo',
        companyName: 'Prosa Demonstração Ltda.',
        plan: 'Professional 23',
        franchises: { webchat: 1000, whatsapp: 500, email: 2000 },
        modules: [...modules],
        userLimit: 20,
      },
      {
        id: otherId,
        name: 'Outra Empresa',
        plan: 'Starter 23',
        franchises: { webchat: 300 },
        modules: modules.filter((m) => m !== 'preferences' && m !== 'genai'),
        userLimit: 5,
      },
    ]);
    for (const person of demoPeople) {
      const isAdmin = person.role === 'administrator';
      const email = isAdmin && options.adminEmail ? options.adminEmail : person.email;
      const userId = newId();
      demoUserIds.set(person.role, userId);
      await tx.insert(users).values({
        id: userId,
        name: person.name,
        email,
        passwordHash: isAdmin ? adminHash : demoHash,
        ddi: '55',
        phone: '11987654321',
      });
      await tx.insert(memberships).values({
        accountId: demoId,
        userId,
        role: person.role,
        level: levels[person.role],
        isOwner: isAdmin,
        // The demo attendant sees her departments' queue, so a visitor can be taken by hand.
        viewRule: person.role === 'attendant' ? 'all' : defaultViewRule(levels[person.role]),
      });
      if (person.role === 'supreme' || person.role === 'master') {
        await tx
          .insert(memberships)
          .values({ accountId: otherId, userId, role: person.role, level: levels[person.role] });
      }
      logins.push({
        account: 'Prosa Demo',
        role: person.role,
        email,
        password: isAdmin ? adminPassword : demoPassword,
      });
    }
    // A few more people so the users screen looks like a real team: one who sees only their
    // departments' attendants, one away, one deactivated.
    const morePeople = moreDemoPeople();
    await tx.insert(users).values(morePeople.map((person) => ({ ...person.user, passwordHash: demoHash })));
    await tx.insert(memberships).values(
      morePeople.map(({ user, role, isActive, attendantListVisibility }) => ({
        accountId: demoId,
        userId: user.id,
        role,
        level: levels[role],
        viewRule: defaultViewRule(levels[role]),
        isActive,
        attendantListVisibility,
      })),
    );
    const otherAdmin = newId();
    await tx
      .insert(users)
      .values({ id: otherAdmin, name: 'Otávio Outra', email: 'admin@outra.demo', passwordHash: demoHash });
    await tx.insert(memberships).values({
      accountId: otherId,
      userId: otherAdmin,
      role: 'administrator',
      level: levels.administrator,
      isOwner: true,
    });
    logins.push({
      account: 'Outra Empresa',
      role: 'administrator',
      email: 'admin@outra.demo',
      password: demoPassword,
    });

    // Purchased credits (the ledger's lots); the month's consumption is what the ledger charges.
    await addCreditLot(tx, demoId, 250);
    await addCreditLot(tx, otherId, 40);
    await tx.insert(tags).values([
      { id: newId(), accountId: demoId, title: 'Venda', color: '#52c41a', category: 'Comercial' },
      { id: newId(), accountId: demoId, title: 'Suporte', color: '#1677ff', category: 'Atendimento' },
      {
        id: newId(),
        accountId: demoId,
        title: 'Reclamação',
        color: '#f5222d',
        description: 'Cliente insatisfeito',
      },
      { id: newId(), accountId: otherId, title: 'Orçamento', color: '#fa8c16' },
    ]);
    const demoUser = (role: Role) => {
      const id = demoUserIds.get(role);
      if (!id) throw new Error(`the demo has no ${role}`);
      return id;
    };
    const quickResponse = (accountId: string, ownerId: string, title: string, message: string) => ({
      id: newId(),
      accountId,
      ownerId,
      title,
      message,
    });
    await tx.insert(quickResponses).values([
      {
        ...quickResponse(demoId, demoUser('manager'), 'Saudação', 'Olá! Como posso ajudar você hoje?'),
        shared: true,
      },
      quickResponse(
        demoId,
        demoUser('attendant'),
        'Retorno em breve',
        'Vou verificar e retorno em alguns minutos.',
      ),
      { ...quickResponse(otherId, otherAdmin, 'Bom dia', 'Bom dia! Em que posso ajudar?'), shared: true },
    ]);
    const [serviceDesk, sales, otherSupport] = [newId(), newId(), newId()];
    await tx.insert(departments).values([
      { id: serviceDesk, accountId: demoId, name: 'Atendimento', queue: true, distribution: 'balancing' },
      { id: sales, accountId: demoId, name: 'Comercial', maxAttendances: 3 },
      { id: otherSupport, accountId: otherId, name: 'Suporte' },
    ]);
    await tx.insert(departmentUsers).values(
      (['manager', 'attendant', 'junior'] as const).map((role) => ({
        departmentId: serviceDesk,
        accountId: demoId,
        userId: demoUser(role),
      })),
    );
    // One chatbot per account, its webchat sending new conversations to a department's queue.
    const demoBotId = newId();
    await tx.insert(bots).values([
      {
        id: demoBotId,
        accountId: demoId,
        token: newToken(24),
        name: 'Prosa Bot',
        defaultDepartmentId: serviceDesk,
      },
      {
        id: newId(),
        accountId: otherId,
        token: newToken(24),
        name: 'Outra Bot',
        defaultDepartmentId: otherSupport,
      },
    ]);
    if (options.sandbox) {
      const { url, secretKey } = options.sandbox;
      await tx.insert(channels).values(demoSandboxChannel(demoId, demoBotId, url, secretKey));
    }
    // "Outra Empresa" keeps no row, so it runs on the defaults every new account gets.
    await tx.insert(liveSettings).values({
      accountId: demoId,
      behavior: {
        ...defaultLiveBehavior,
        away: {
          isActive: true,
          options: ['Almoço', 'Reunião', 'Pausa'].map((label) => ({ _id: newId(), label })),
        },
      },
      messages: defaultLiveMessages,
    });
    // A journey to try the working-day rules on. It binds nobody, so every demo login works at any
    // hour; link a member on /settings/journeys to see the refusal and the alarm (docs/decisions.md).
    await tx.insert(journeys).values({
      id: newId(),
      accountId: demoId,
      name: 'Horário comercial',
      comments: 'Segunda a sexta, com pausa para o almoço.',
      schedules: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        periods: [
          { entry: '08:00', exit: '12:00' },
          { entry: '13:00', exit: '18:00' },
        ],
      })),
      toleranceMinutes: 15,
    });
    const knowledge = knowledgeSeed(demoId, otherId, serviceDesk);
    await tx.insert(knowledgeBases).values(knowledge.bases);
    await tx.insert(knowledgeQuestions).values(knowledge.questions);
    await tx.insert(changeLogEntries).values(changeLogSeed().map((entry) => ({ id: newId(), ...entry })));
    await createDefaultCrm(tx, demoId);
    await createDefaultCrm(tx, otherId);
  });
  return logins;
}
