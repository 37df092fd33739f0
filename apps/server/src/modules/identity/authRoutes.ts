import {
  forgotRequest,
  loginRequest,
  loginResponse,
  meResponse,
  okResponse,
  resetRequest,
  selectAccountRequest,
  sessionsResponse,
  twoFactorRequest,
} from '@prosa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingAccess, publicAccess, userAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { linkBaseUrl } from '../../app/linkBaseUrl.ts';
import type { AppServices } from '../../app/services.ts';
import { recordAccessOutcome } from '../users/index.ts';
import { getMe } from './getMe.ts';
import { listSessions } from './listSessions.ts';
import { login } from './login.ts';
import { requestPasswordReset } from './requestPasswordReset.ts';
import { resetPassword } from './resetPassword.ts';
import type { ResolvedSession } from './resolveSession.ts';
import { revokeSession } from './revokeSession.ts';
import { selectAccount } from './selectAccount.ts';
import { clearSessionCookies, setSessionCookies } from './sessionCookies.ts';
import { deleteUserSession } from './sessionRepository.ts';
import { findMembership, findUserByEmail, listUserAccounts, toUserDto } from './userRepository.ts';
import { verifyTwoFactor } from './verifyTwoFactor.ts';

const tags = ['auth'];
const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  device: String(request.headers['user-agent'] ?? '').slice(0, 300),
});
const caller = (request: FastifyRequest): ResolvedSession => {
  if (!request.auth) throw new CatalogueError('generic.unauthenticated');
  return request.auth;
};

export function authRoutes(services: AppServices) {
  const { db } = services.database;
  const isSecure = services.env.isSecureCookie;

  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/auth/login',
      {
        config: publicAccess,
        schema: {
          summary: 'Sign in with e-mail and password',
          tags,
          body: loginRequest,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const origin = originOf(request);
        const result = await recordAccessOutcome(
          db,
          origin,
          () => login(services, { ...request.body, ...origin }),
          {
            // With two-factor on, the password passed and the code was asked for.
            onSuccess: ({ session, response }) => ({
              userId: session.userId,
              accountId: session.accountId,
              result: response.twoFactor ? 'auth.codeRequired' : 'success',
            }),
            onRefusal: async () => {
              const user = await findUserByEmail(db, request.body.email);
              return user ? { userId: user.id, accountId: null } : null;
            },
          },
        );
        setSessionCookies(reply, result.token, result.session.csrfToken, isSecure);
        return result.response;
      },
    );

    api.post(
      '/api/auth/two-factor',
      {
        config: pendingAccess,
        schema: {
          summary: 'Send the two-factor code of a pending sign-in',
          tags,
          body: twoFactorRequest,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const { session, user } = caller(request);
        const who = { userId: user.id, accountId: session.accountId };
        const { token, session: fresh } = await recordAccessOutcome(
          db,
          originOf(request),
          () => verifyTwoFactor(db, session, user, request.body.code),
          { onSuccess: () => who, onRefusal: async () => who },
        );
        setSessionCookies(reply, token, fresh.csrfToken, isSecure);
        return { user: toUserDto(user), accounts: await listUserAccounts(db, user.id), twoFactor: null };
      },
    );

    api.post(
      '/api/auth/account',
      {
        config: userAccess,
        schema: {
          summary: 'Choose the account to work in',
          tags,
          body: selectAccountRequest,
          response: { 200: meResponse },
        },
      },
      async (request) => {
        const auth = caller(request);
        const { accountId } = request.body;
        const found = await recordAccessOutcome(
          db,
          originOf(request),
          () => selectAccount(db, auth.session.id, auth.user.id, accountId, services.clock.now()),
          {
            onSuccess: () => ({ userId: auth.user.id, accountId }),
            // Logged against the account only when the user belongs to it (e.g. deactivated there).
            onRefusal: async () => ({
              userId: auth.user.id,
              accountId: (await findMembership(db, accountId, auth.user.id)) ? accountId : null,
            }),
          },
        );
        return getMe(db, {
          ...auth,
          session: { ...auth.session, accountId: found.account.id },
          membership: found.membership,
        });
      },
    );

    api.get(
      '/api/auth/me',
      {
        config: userAccess,
        schema: {
          summary: 'Read the signed-in user, memberships and grants',
          tags,
          response: { 200: meResponse },
        },
      },
      async (request) => getMe(db, caller(request)),
    );

    api.post(
      '/api/auth/logout',
      {
        config: pendingAccess,
        schema: { summary: 'Sign out of this session', tags, response: { 200: okResponse } },
      },
      async (request, reply) => {
        const { session, user } = caller(request);
        await deleteUserSession(db, user.id, session.id);
        services.events.emit('session.revoked', { sessionIds: [session.id] });
        clearSessionCookies(reply);
        return { ok: true as const };
      },
    );

    api.post(
      '/api/auth/forgot',
      {
        config: publicAccess,
        schema: {
          summary: 'Ask for a password reset e-mail',
          tags,
          body: forgotRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        // The work for a known e-mail (a token, a mail over SMTP) goes on after the answer, so its
        // timing does not tell known e-mails from unknown ones either.
        requestPasswordReset(services, request.body.email, linkBaseUrl(services.env, request)).catch(
          (error) => request.log.error({ err: error }, 'password reset mail failed'),
        );
        return { ok: true as const };
      },
    );

    api.post(
      '/api/auth/reset',
      {
        config: publicAccess,
        schema: {
          summary: 'Set a new password with a reset token',
          tags,
          body: resetRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await resetPassword(db, services.events, request.body.token, request.body.password);
        return { ok: true as const };
      },
    );

    api.get(
      '/api/auth/sessions',
      {
        config: userAccess,
        schema: { summary: "List the user's open sessions", tags, response: { 200: sessionsResponse } },
      },
      async (request) => {
        const { user, session } = caller(request);
        return { sessions: await listSessions(db, user.id, session.id) };
      },
    );

    api.delete(
      '/api/auth/sessions/:id',
      {
        config: userAccess,
        schema: {
          summary: "End one of the user's sessions",
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await revokeSession(db, services.events, caller(request).user.id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
