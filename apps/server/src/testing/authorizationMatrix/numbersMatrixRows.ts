import { callers } from './callers.ts';
import { allowedUpTo, type Expected } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// /settings/status and /settings/optout: managers and above; the permanence is master-only. A number
// is no object of one account: Outra Empresa's administrator looks up and changes their own
// account's record of it. Each write uses a fresh number, so every caller's try is judged alone.
let next = 0;
const freshNumber = () => `119${String(70000000 + (next++ % 10000000)).padStart(8, '0')}`;
const lookup = 'country=BR&number=11988880000';
// A channel or room of no account: every caller that may attend is answered 404.
const noneFind = Object.fromEntries(callers.map((caller) => [caller, 404])) as Expected;

export const numbersMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/settings/number-status',
    request: () => ({ path: `/api/settings/number-status?${lookup}` }),
    expected: allowedUpTo(13, 200),
  },
  {
    route: 'POST /api/settings/number-status/:action',
    request: () => ({
      path: '/api/settings/number-status/reset',
      body: { country: 'BR', number: freshNumber(), reason: 'Matriz' },
    }),
    expected: allowedUpTo(13, 200),
  },
  {
    route: 'GET /api/settings/optout',
    request: () => ({ path: '/api/settings/optout' }),
    expected: allowedUpTo(13, 200),
  },
  {
    route: 'POST /api/settings/optout',
    request: () => ({
      path: '/api/settings/optout',
      body: { country: 'BR', number: freshNumber(), channel: 'whatsapp', reason: 'Matriz' },
    }),
    expected: allowedUpTo(13, 200),
  },
  {
    // A reset of a number that never opted out is refused (409) to everyone allowed to try.
    route: 'POST /api/settings/optout/reset',
    request: () => ({
      path: '/api/settings/optout/reset',
      body: { country: 'BR', number: freshNumber(), channel: 'whatsapp', reason: 'Matriz' },
    }),
    expected: { ...allowedUpTo(13, 403), supremo: 409, master: 409, admin: 409, gestor: 409, outra: 409 },
  },
  {
    route: 'PUT /api/settings/optout/permanence',
    request: () => ({ path: '/api/settings/optout/permanence', body: { permanence: 'forever' } }),
    expected: allowedUpTo(11, 403),
  },
  // The HSM send: every level that attends the live chat; a channel of no account answers 404 to all
  // (hsm.int.test.ts sends on a real one).
  {
    route: 'GET /api/live/hsm/channels',
    request: () => ({ path: '/api/live/hsm/channels' }),
    expected: allowedUpTo(15, 200),
    permission: 'live.attend',
  },
  {
    route: 'GET /api/live/hsm/templates',
    request: () => ({ path: '/api/live/hsm/templates?channelId=000000000000000000000000' }),
    expected: noneFind,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/hsm/templates/sync',
    request: () => ({
      path: '/api/live/hsm/templates/sync',
      body: { channelId: '000000000000000000000000' },
    }),
    expected: noneFind,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/hsm',
    request: () => ({
      path: '/api/live/hsm',
      body: {
        channelId: '000000000000000000000000',
        country: 'BR',
        number: '11988887777',
        clientName: 'Matriz',
        template: { name: 'matriz', language: 'pt_BR', variables: [] },
      },
    }),
    expected: noneFind,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/conversations/:id/template',
    request: () => ({
      path: '/api/live/conversations/000000000000000000000000/template',
      body: { template: { name: 'matriz', language: 'pt_BR', variables: [] } },
    }),
    expected: noneFind,
    permission: 'live.attend',
  },
];
