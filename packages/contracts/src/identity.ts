import { z } from 'zod';
import { modules, type Role, roles } from './access.ts';
import { attendantSettingsSchema } from './attendantSettings.ts';
import { languages } from './languages.ts';
import { type PermissionKey, permissionKeys } from './permissions.ts';

export const levelSchema = z.number().int().min(10).max(15);

export const passwordSchema = z.string().min(8, 'auth.passwordTooShort').max(128, 'auth.passwordTooLong');
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'auth.emailRequired')
  .max(254)
  .email('generic.invalidInput');

export const twoFactorKindSchema = z.enum(['sms', 'totp']);
export type TwoFactorKind = z.infer<typeof twoFactorKindSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  ddi: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(languages),
  twoFactor: twoFactorKindSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const accountSummarySchema = z.object({ id: z.string(), name: z.string() });

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number(),
  isMini: z.boolean(),
  plan: z.string(),
  status: z.string(),
  userLimit: z.number().int(),
  isOwner: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const preferencesSchema = z.object({
  conversation: z.record(z.string(), z.unknown()).default({}),
  // The live part carries the attendant settings, validated like every other write.
  live: z.object({ attendant: attendantSettingsSchema.optional() }).catchall(z.unknown()).default({}),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const loginRequest = z.object({
  email: z.string({ error: 'auth.emailRequired' }).trim().min(1, 'auth.emailRequired').max(254),
  password: z.string({ error: 'auth.passwordRequired' }).min(1, 'auth.passwordRequired').max(1024),
});
export const loginResponse = z.object({
  user: userSchema,
  accounts: z.array(accountSummarySchema),
  twoFactor: twoFactorKindSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const twoFactorRequest = z.object({ code: z.string().regex(/^\d{6}$/, 'auth.codeInvalid') });
export const selectAccountRequest = z.object({ accountId: z.string().min(1).max(64) });

export const meResponse = z.object({
  user: userSchema,
  account: accountSchema,
  level: levelSchema,
  role: z.enum(roles as [Role, ...Role[]]),
  modules: z.array(z.enum(modules)),
  // What the caller's level holds in the account's permission document, its modules applied.
  permissions: z.array(z.enum(permissionKeys as [PermissionKey, ...PermissionKey[]])),
  preferences: preferencesSchema,
  csrfToken: z.string(),
});
export type Me = z.infer<typeof meResponse>;

export const forgotRequest = z.object({ email: emailSchema });
export const resetRequest = z
  .object({ token: z.string().min(1).max(200), password: passwordSchema, confirmation: z.string().max(1024) })
  .refine((v) => v.password === v.confirmation, { message: 'auth.passwordMismatch', path: ['confirmation'] });

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    password: passwordSchema,
    confirmation: z.string().max(1024),
  })
  .refine((v) => v.password === v.confirmation, { message: 'auth.passwordMismatch', path: ['confirmation'] });

export const updateProfileRequest = z.object({
  name: z.string().trim().min(1).max(120),
  avatar: z.string().url().max(2048).nullable(),
  ddi: z
    .string()
    .regex(/^\d{1,4}$/)
    .nullable(),
  phone: z
    .string()
    .regex(/^\d{6,15}$/)
    .nullable(),
  language: z.enum(languages),
});

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  isCurrent: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionsResponse = z.object({ sessions: z.array(sessionSchema) });

export const totpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const twoFactorSetupRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('totp'), code: z.string().regex(/^\d{6}$/, 'auth.codeInvalid') }),
  z.object({ kind: z.literal('sms') }),
  z.object({ kind: z.literal('none'), password: z.string().min(1).max(1024) }),
]);

export const updatePreferencesRequest = z.object({ preferences: preferencesSchema });

export const okResponse = z.object({ ok: z.literal(true) });
