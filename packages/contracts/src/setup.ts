import { z } from 'zod';
import { emailSchema, passwordSchema } from './identity.ts';

// POST /api/setup: the one-time link a production server prints when it starts with no user
// creates the first administrator and their account.
export const setupRequest = z
  .object({
    token: z.string().min(1).max(200),
    email: emailSchema,
    name: z.string().trim().min(1, 'setup.nameRequired').max(120),
    accountName: z.string().trim().min(1, 'setup.accountNameRequired').max(120),
    password: passwordSchema,
    confirmation: z.string().max(1024),
  })
  .refine((v) => v.password === v.confirmation, { message: 'auth.passwordMismatch', path: ['confirmation'] });
export type SetupRequest = z.input<typeof setupRequest>;
