import {
  changePasswordRequest,
  okResponse,
  preferencesSchema,
  totpSetupResponse,
  twoFactorSetupRequest,
  updatePreferencesRequest,
  updateProfileRequest,
  userSchema,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../app/access.ts';
import { changePassword } from './changePassword.ts';
import { configureTwoFactor, startTotpSetup } from './configureTwoFactor.ts';
import { updatePreferences } from './updatePreferences.ts';
import { updateProfile } from './updateProfile.ts';

const tags = ['user'];

// The signed-in user's own data: profile, password, two-factor and preferences.
export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyLevel = memberAccess();

  api.put(
    '/api/user/profile',
    {
      config: anyLevel,
      schema: {
        summary: "Edit the user's own profile",
        tags,
        body: updateProfileRequest,
        response: { 200: userSchema },
      },
    },
    (request) => updateProfile(request.ctx, request.body),
  );

  api.post(
    '/api/user/password',
    {
      config: anyLevel,
      schema: {
        summary: "Change the user's password",
        tags,
        body: changePasswordRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await changePassword(request.ctx, request.body.currentPassword, request.body.password);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/user/two-factor/totp',
    {
      config: anyLevel,
      schema: {
        summary: 'Start an authenticator-app (TOTP) setup',
        tags,
        response: { 200: totpSetupResponse },
      },
    },
    (request) => startTotpSetup(request.ctx),
  );

  api.put(
    '/api/user/two-factor',
    {
      config: anyLevel,
      schema: {
        summary: 'Turn two-factor sign-in on or off',
        tags,
        body: twoFactorSetupRequest,
        response: { 200: userSchema },
      },
    },
    (request) => configureTwoFactor(request.ctx, request.body),
  );

  api.post(
    '/api/user/update/preferences',
    {
      config: anyLevel,
      schema: {
        summary: "Save the user's preferences",
        tags,
        body: updatePreferencesRequest,
        response: { 200: z.object({ preferences: preferencesSchema }) },
      },
    },
    async (request) => ({ preferences: await updatePreferences(request.ctx, request.body.preferences) }),
  );
}
