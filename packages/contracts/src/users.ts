import { z } from 'zod';
import { levels, type Role } from './access.ts';

// The users screen (/settings/users) manages an account's client members: levels 12 to 15. The
// provider's staff (10 and 11) are never created, listed as countable members nor edited here.
export const memberRoles = ['administrator', 'manager', 'attendant', 'junior'] as const satisfies Role[];
export type MemberRole = (typeof memberRoles)[number];
export const lowestMemberLevel = levels.administrator;

export const viewRules = ['all', 'bots', 'only'] as const;
export type ViewRule = (typeof viewRules)[number];
export const attendantListVisibilities = ['all', 'departments'] as const;
export type AttendantListVisibility = (typeof attendantListVisibilities)[number];

// decisions.md: levels 10–13 see every conversation, 14 and 15 their own plus the bots'.
export const defaultViewRule = (level: number): ViewRule => (level <= levels.manager ? 'all' : 'bots');

export const usersPageSize = 50;
export const accessLogPageSize = 20;
export const maxExtraUsers = 100;

const optionalDigits = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .regex(pattern, 'users.phoneInvalid')
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null));

const memberFields = {
  name: z
    .string({ error: 'users.nameRequired' })
    .trim()
    .min(1, 'users.nameRequired')
    .max(120, 'users.nameTooLong'),
  email: z
    .string({ error: 'users.emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'users.emailRequired')
    .max(254, 'users.emailInvalid')
    .email('users.emailInvalid'),
  role: z.enum(memberRoles, { error: 'users.roleRequired' }),
  level: z
    .number({ error: 'users.levelInvalid' })
    .int('users.levelInvalid')
    .min(levels.administrator, 'users.levelInvalid')
    .max(levels.junior, 'users.levelInvalid'),
  departmentIds: z.array(z.string().max(64)).max(200).default([]),
  // Chatbots arrive with issue 4: for now the ids are kept as given (docs/decisions.md).
  chatbotIds: z.array(z.string().max(64)).max(200).default([]),
  // An image address on the web; nothing else is ever put in an <img src>.
  avatar: z
    .string()
    .trim()
    .max(2048, 'users.avatarInvalid')
    .regex(/^https?:\/\/[^\s"'<>]+$/i, 'users.avatarInvalid')
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
  ddi: optionalDigits(/^\d{1,4}$/),
  phone: optionalDigits(/^\d{6,15}$/),
  canSeeOthers: z.boolean().default(false),
  // Absent: the level's default rule.
  viewRule: z.enum(viewRules, { error: 'generic.invalidInput' }).optional(),
  attendantListVisibility: z
    .enum(attendantListVisibilities, { error: 'generic.invalidInput' })
    .default('all'),
  absenceReason: z
    .string()
    .trim()
    .max(200, 'users.absenceReasonTooLong')
    .nullable()
    .default(null)
    .transform((value) => value || null),
};

const password = z
  .string({ error: 'auth.passwordTooShort' })
  .min(8, 'auth.passwordTooShort')
  .max(128, 'auth.passwordTooLong');

// Role and level say the same thing twice (the spec asks for both); they must agree.
const roleMatchesLevel = (value: { role: MemberRole; level: number }) => levels[value.role] === value.level;
const roleLevelMismatch = { message: 'users.roleLevelMismatch', path: ['level'] };

export const createUserInput = z
  .object({ ...memberFields, password })
  .refine(roleMatchesLevel, roleLevelMismatch);
export type CreateUserInput = z.input<typeof createUserInput>;

// Editing leaves the password alone unless a new one is given.
export const updateUserInput = z
  .object({ ...memberFields, password: password.optional() })
  .refine(roleMatchesLevel, roleLevelMismatch);
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  level: z.number().int(),
  isOwner: z.boolean(),
  isActive: z.boolean(),
  departmentIds: z.array(z.string()),
  chatbotIds: z.array(z.string()),
  avatar: z.string().nullable(),
  ddi: z.string().nullable(),
  phone: z.string().nullable(),
  canSeeOthers: z.boolean(),
  viewRule: z.enum(viewRules),
  attendantListVisibility: z.enum(attendantListVisibilities),
  absenceReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const extraUserRequestSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  comment: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ExtraUserRequest = z.infer<typeof extraUserRequestSchema>;

export const usersQuery = z.object({
  search: z.string().trim().max(120).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type UsersQuery = z.input<typeof usersQuery>;

export const usersResponse = z.object({
  items: z.array(memberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  // Members of levels 12–15 against the account's limit, and the last extra-users request.
  quota: z.object({ used: z.number().int(), limit: z.number().int() }),
  latestExtraRequest: extraUserRequestSchema.nullable(),
});
export type UsersPage = z.infer<typeof usersResponse>;

export const userResponse = z.object({ user: memberSchema });
export const userIdParams = z.object({ id: z.string().max(64) });

export const extraUsersInput = z.object({
  quantity: z
    .number({ error: 'users.extraQuantityInvalid' })
    .int('users.extraQuantityInvalid')
    .min(1, 'users.extraQuantityInvalid')
    .max(maxExtraUsers, 'users.extraQuantityInvalid'),
  comment: z.string().trim().max(500, 'users.extraCommentTooLong').default(''),
});
export type ExtraUsersInput = z.input<typeof extraUsersInput>;
export const extraUsersResponse = z.object({ request: extraUserRequestSchema });

export const accessLogQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const accessLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  // 'success', or the catalogue code of the refusal.
  result: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogResponse = z.object({
  items: z.array(accessLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccessLogPage = z.infer<typeof accessLogResponse>;

// The attendants drawer: the account's active members the caller may see.
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  level: z.number().int(),
  liveStatus: z.number().int(),
  departmentIds: z.array(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMembersResponse = z.object({ members: z.array(teamMemberSchema) });
