// `npm run bench:code`: flows whose code line loops, recurses or allocates without end, answered
// by webchat visitors of a whole server in this process (PGlite; PostgreSQL when DATABASE_URL is
// set), with the server's event loop and `/api/health` measured while the scripts run (issue 13
// §2). A control round runs a script that returns at once; then the same hostile scripts go
// through a pool alone, to tell the sandbox's own cost from the server's. `-- --rounds N` sets the visitors per
// script (default 4).
import { cpus, loadavg } from 'node:os';
import type { Socket } from 'socket.io-client';
import {
  errorBalloon,
  hostileScripts,
  measureHostileScripts,
  publishCodeBot,
} from '../../apps/server/src/modules/flows/effects/code/testing/measureHostileScripts.ts';
import { loadTestLimits } from '../../apps/server/src/testing/loadTestLimits.ts';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';
import { measurePoolAlone } from './measurePoolAlone.ts';

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 4;
const fixed = (value: number) => value.toFixed(1);

console.log(
  `External code bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);
const server = await startTestServer(loadTestLimits);
const sockets: Socket[] = [];
try {
  const master = (await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' })).client;
  const botsOf = (scripts: Record<string, string>) =>
    Promise.all(
      Object.entries(scripts).map(async ([name, code]) => ({
        name,
        ...(await publishCodeBot(server, master, code)),
      })),
    );
  const scenarios = [
    ['control: return at once', await botsOf({ quick: 'return { total: 1 };' })],
    ['hostile: loop, recursion, allocation', await botsOf(hostileScripts)],
  ] as const;
  console.log(
    `\n${server.services.database.kind}, ${server.env.EXTERNAL_CODE_WORKERS} workers, ${rounds} visitors per script`,
  );
  console.log(
    '| scripts | runs | seconds | balloons (error jump) | event-loop lag p50 ms | p99 ms | max ms | /api/health polls | p50 ms | p99 ms | max ms | load average |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [label, bots] of scenarios) {
    const m = await measureHostileScripts(server, bots, rounds, sockets);
    const errorJumps = m.balloons.filter((b) => b.balloon === errorBalloon).length;
    console.log(
      `| ${label} | ${m.runs} | ${fixed(m.seconds)} | ${errorJumps} of ${m.runs} | ${fixed(m.lagP50Ms)} | ${fixed(m.lagP99Ms)} | ${fixed(m.lagMaxMs)} | ${m.healthPolls} | ${fixed(m.healthP50Ms)} | ${fixed(m.healthP99Ms)} | ${fixed(m.healthMaxMs)} | ${loadavg()[0]?.toFixed(2)} |`,
    );
  }
  const alone = await measurePoolAlone(
    Object.values(hostileScripts),
    rounds,
    server.env.EXTERNAL_CODE_WORKERS,
  );
  console.log(
    `\nThe pool alone (no server work, all ${alone.runs} hostile runs queued at once): ${fixed(alone.seconds)} s, ` +
      `${alone.failed} of ${alone.runs} failed as they must, event-loop lag p50 ${fixed(alone.lagP50Ms)} ms, ` +
      `p99 ${fixed(alone.lagP99Ms)} ms, max ${fixed(alone.lagMaxMs)} ms, load average ${loadavg()[0]?.toFixed(2)}`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await server.close();
}
process.exit(0);
