import { callers as allCallers, type Caller } from './callers.ts';
import { allowedUpTo, type Expected } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// Who may act on a room is the room's visibility rule (decisions.md) on top of the route's level:
// the callers named get 200, the rest `otherwise` (404 for a room they may not see, as if it did
// not exist). Outra Empresa's administrator never reaches Prosa Demo's rooms.
const only = (callers: Caller[], otherwise: Partial<Expected>, outra: 200 | 404): Expected => ({
  supremo: 404,
  master: 404,
  admin: 404,
  gestor: 404,
  atendente: 404,
  junior: 404,
  ...otherwise,
  ...Object.fromEntries(callers.map((caller) => [caller, 200])),
  outra,
});
// A queued room of Atendimento that no human has held yet: every level sees it (the junior's view
// rule "bots" takes in those never transshipped to a human).
const seeQueued = only(['supremo', 'master', 'admin', 'gestor', 'atendente', 'junior'], {}, 404);
// Carla's room: administrators act on anyone's; the manager sees it (his department) and the
// attendant too (view rule "all"), but neither holds it nor may see others'; the junior ("bots")
// does not see it.
const onCarlasRoom = only(['supremo', 'master', 'admin'], { gestor: 403, atendente: 403 }, 404);
// Managers and administrators who see a room may add attendants to it and remove them, as its
// holder may; an attendant who merely sees it may not.
const groupOfCarlasRoom = only(['supremo', 'master', 'admin', 'gestor'], { atendente: 403 }, 404);
const base = '/api/live/conversations';

// Every /api/live room and check-in route (issue 4). `permission` names the key the route checks,
// so the matrix also proves the live module switch and the permission document close it.
export const liveMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/live/conversations',
    request: () => ({ path: `${base}?box=inbox` }),
    expected: allowedUpTo(15, 200),
    permission: 'live.attend',
  },
  {
    route: 'GET /api/live/conversations/:id',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}` }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    route: 'GET /api/live/conversations/:id/contact-conversations',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}/contact-conversations` }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    route: 'GET /api/live/conversations/:id/messages',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}/messages?afterSeq=0` }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    // Members below administrator take only from their departments' queues, all three are in it.
    route: 'POST /api/live/conversations/:id/take',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}/take` }),
    expected: only(['supremo', 'master', 'admin', 'gestor', 'atendente', 'junior'], {}, 404),
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/conversations/:id/transfer',
    request: async (f) => ({
      path: `${base}/${await f.live.heldByCarla()}/transfer`,
      body: { departmentId: f.live.departmentId },
    }),
    expected: onCarlasRoom,
    permission: 'live.attend',
  },
  {
    // Each room is refused or moved on its own; Outra Empresa's is refused as not found.
    route: 'POST /api/live/conversations/transfer',
    request: async (f) => ({
      path: `${base}/transfer`,
      body: { conversationIds: [await f.live.heldByCarla()], departmentId: f.live.departmentId },
    }),
    expected: allowedUpTo(13, 200),
    permission: 'live.transferSelected',
  },
  {
    route: 'POST /api/live/conversations/:id/finish',
    request: async (f) => ({ path: `${base}/${await f.live.heldByCarla()}/finish`, body: {} }),
    expected: onCarlasRoom,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/conversations/:id/pin',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}/pin`, body: { value: true } }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/conversations/:id/mute',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}/mute`, body: { value: true } }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/conversations/:id/tags',
    request: async (f) => ({ path: `${base}/${await f.live.queued()}/tags`, body: { tagId: f.tagId } }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    route: 'DELETE /api/live/conversations/:id/tags/:tagId',
    request: async (f) => ({ path: `${base}/${await f.live.queuedWithTag(f.tagId)}/tags/${f.tagId}` }),
    expected: seeQueued,
    permission: 'live.attend',
  },
  {
    route: 'POST /api/live/conversations/:id/participants',
    request: async (f) => ({
      path: `${base}/${await f.live.heldByCarla()}/participants`,
      body: { attendantId: f.live.beatrizId },
    }),
    expected: groupOfCarlasRoom,
    permission: 'live.attend',
  },
  {
    route: 'DELETE /api/live/conversations/:id/participants/:userId',
    request: async (f) => ({
      path: `${base}/${await f.live.heldByCarlaWithBeatriz()}/participants/${f.live.beatrizId}`,
    }),
    expected: groupOfCarlasRoom,
    permission: 'live.attend',
  },
  {
    route: 'GET /api/live/departments/check-ins',
    request: () => ({ path: '/api/live/departments/check-ins' }),
    expected: allowedUpTo(15, 200),
    permission: 'live.attend',
  },
  {
    // Only the department's own members check in; to anyone else it does not exist.
    route: 'POST /api/live/departments/:id/check-in',
    request: (f) => ({
      path: `/api/live/departments/${f.live.departmentId}/check-in`,
      body: { value: false },
    }),
    expected: only(['gestor', 'atendente', 'junior'], {}, 404),
    permission: 'live.attend',
  },
  {
    // Every attendant may ask; to another account the department does not exist.
    route: 'GET /api/live/departments/:id/availability',
    request: (f) => ({ path: `/api/live/departments/${f.live.departmentId}/availability` }),
    expected: allowedUpTo(15, 404),
    permission: 'live.attend',
  },
  {
    // Every level may start a conversation; with nobody connected, the refusal is the visitor's.
    route: 'POST /api/live/conversations',
    request: (f) => ({ path: base, body: { botId: f.live.botId, visitorId: 'matriz-visitante-0001' } }),
    expected: Object.fromEntries(allCallers.map((caller) => [caller, 409])) as Expected,
    permission: 'live.attend',
  },
  {
    route: 'GET /api/live/visitors/browsing',
    request: () => ({ path: '/api/live/visitors/browsing' }),
    expected: allowedUpTo(15, 200),
    permission: 'live.attend',
  },
  {
    // Outra Empresa's administrator may edit bots, but not Prosa Demo's: to them it does not exist.
    route: 'PUT /api/bots/:id',
    request: (f) => ({ path: `/api/bots/${f.live.botId}`, body: { name: 'Matriz Bot', language: 'es' } }),
    expected: allowedUpTo(12, 404),
  },
];
