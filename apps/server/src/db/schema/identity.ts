import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name'),
  tradeName: text('trade_name'),
  cnpj: text('cnpj'),
  address: jsonb('address').$type<Record<string, string>>(),
  contacts: jsonb('contacts')
    .$type<Array<{ name: string; email?: string; phone?: string }>>()
    .notNull()
    .default([]),
  // Months a purchased credit lot lasts (null: the plan says never) and the plan's free monthly AI
  // credits (100 on the free plan); the lots themselves are in credit_lots.
  creditValidityMonths: integer('credit_validity_months').default(6),
  monthlyAiCredits: integer('monthly_ai_credits').notNull().default(0),
  isMini: boolean('is_mini').notNull().default(false),
  plan: text('plan').notNull().default('Starter'),
  contract: text('contract'),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  monthlyFee: integer('monthly_fee_cents'),
  csResponsible: text('cs_responsible'),
  csStage: text('cs_stage'),
  status: text('status').notNull().default('active'),
  version: text('version').notNull().default('1.0.52'),
  franchises: jsonb('franchises').$type<Record<string, number>>().notNull().default({}),
  modules: jsonb('modules').$type<string[]>().notNull().default([]),
  userLimit: integer('user_limit').notNull().default(10),
  // IANA zone the account's journeys and working-day alarm are read in.
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    ddi: text('ddi'),
    phone: text('phone'),
    language: text('language').notNull().default('pt-BR'),
    status: text('status').notNull().default('active'),
    absenceReason: text('absence_reason'),
    canSeeOthers: boolean('can_see_others').notNull().default(false),
    tutorial: jsonb('tutorial').$type<Record<string, boolean>>().notNull().default({}),
    twoFactor: text('two_factor'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    level: smallint('level').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    preferences: jsonb('preferences')
      .$type<{ conversation: Record<string, unknown>; live: Record<string, unknown> }>()
      .notNull()
      .default({ conversation: {}, live: {} }),
    liveStatus: smallint('live_status').notNull().default(1),
    // A deactivated member keeps their data but cannot enter this account.
    isActive: boolean('is_active').notNull().default(true),
    // Conversation view rule (decisions.md): all, bots or only; defaults follow the level at creation.
    viewRule: text('view_rule').notNull().default('all'),
    // Attendant list visibility: every attendant ('all') or those of the member's departments ('departments').
    attendantListVisibility: text('attendant_list_visibility').notNull().default('all'),
    chatbotIds: jsonb('chatbot_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    isTwoFactorPending: boolean('is_two_factor_pending').notNull().default(false),
    smsCodeHash: text('sms_code_hash'),
    smsCodeExpiresAt: timestamp('sms_code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.email, t.ip, t.at)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
