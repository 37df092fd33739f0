import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FlowDocumentInput, LiveMessage } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { newId, newToken } from '../../../../../app/newId.ts';
import { bots } from '../../../../../db/schema/index.ts';
import type { ApiClient } from '../../../../../testing/ApiClient.ts';
import type { TestServer } from '../../../../../testing/startTestServer.ts';
import { testVisitor } from '../../../../../testing/testVisitor.ts';
import { accountIdOf } from '../../../../live/testing/insertConversation.ts';

// Scripts that would each hold a main-thread sandbox: QuickJS interrupts the loop itself, deep
// recursion breaks the runtime, and 1 MB strings are native work only the wall clock stops.
export const hostileScripts = {
  loop: 'while (true) {}',
  recursion: 'const f = () => f(); f();',
  allocation: "const a = []; while (true) a.push('x'.repeat(1e6));",
};

export const errorBalloon = 'O código falhou.';

// A flow that asks first (so the conversation exists before the code runs), then runs `code` with
// an error jump to its own balloon.
const codeFlow = (code: string): FlowDocumentInput => ({
  description: 'Código externo',
  lines: [
    { line: 1, type: 'question', text: 'Pronto?', responseField: 'ready', appearanceMs: 0 },
    { line: 2, type: 'code', externalCode: { webchat: code }, errorJump: 4 },
    {
      line: 3,
      type: 'message',
      content: { kind: 'text', text: 'Total {{total}}' },
      jump: 5,
      appearanceMs: 0,
    },
    { line: 4, type: 'message', content: { kind: 'text', text: errorBalloon }, appearanceMs: 0 },
    { line: 5, type: 'end' },
  ],
});

// A new bot of the demo account whose published flow runs `code` (master level may publish code).
export async function publishCodeBot(server: TestServer, master: ApiClient, code: string) {
  const db = server.services.database.db;
  const bot = { id: newId(), token: newToken(24) };
  const accountId = await accountIdOf(db, 'Prosa Demo');
  await db.insert(bots).values({ ...bot, accountId, name: 'Code Bot' });
  for (const [path, body] of [
    [`/api/bots/${bot.id}/flow`, codeFlow(code)],
    [`/api/bots/${bot.id}/flow/publish`, undefined],
  ] as const) {
    const answer = body ? await master.put(path, body) : await master.post(path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  }
  return bot;
}

// A visitor says hello and gets the bot's question; `answer` answers it, which runs the code, and
// resolves with the bot's next balloon on the widget's socket.
export async function startCodeVisit(server: TestServer, botToken: string, sockets: Socket[]) {
  const { socket, send } = await testVisitor(server.url, botToken, sockets);
  const nextBalloon = () =>
    new Promise<string>((resolve) => {
      const listener = (message: LiveMessage) => {
        if (message.sender !== 'bot') return;
        socket.off('message', listener);
        resolve(message.text);
      };
      socket.on('message', listener);
    });
  const question = nextBalloon();
  await send('oi');
  await question;
  return {
    answer: async () => {
      const balloon = nextBalloon();
      await send('sim');
      return balloon;
    },
  };
}

const ms = (nanoseconds: number) => nanoseconds / 1e6;

// Sends `rounds` visitors to each hostile bot; once all were asked the question they answer
// `answerEveryMs` apart (their scripts overlap: each runs for a second or more), and the server's
// event loop (it runs in this process) is measured with `/api/health` polled until every visitor
// got the balloon after the code. Answers are spread because a burst of simultaneous turns costs
// the database its own time on PGlite (measured by bench:flow), which is not what this measures.
export async function measureHostileScripts(
  server: TestServer,
  hostileBots: { name: string; token: string }[],
  rounds: number,
  sockets: Socket[],
  answerEveryMs = 250,
) {
  const visits = await Promise.all(
    Array.from({ length: rounds }, () => hostileBots)
      .flat()
      .map(async (bot) => ({ name: bot.name, ...(await startCodeVisit(server, bot.token, sockets)) })),
  );
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const healthMs: number[] = [];
  let isRunning = true;
  const polling = (async () => {
    while (isRunning) {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/health`);
      await answer.arrayBuffer();
      healthMs.push(performance.now() - started);
      // A poll every 50 ms: the pace of a monitor, not a wait for a condition.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const balloons = await Promise.all(
    visits.map(async (visit, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * answerEveryMs));
      return { name: visit.name, balloon: await visit.answer() };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  isRunning = false;
  await polling;
  lag.disable();
  const sorted = [...healthMs].sort((a, b) => a - b);
  return {
    runs: visits.length,
    seconds,
    balloons,
    lagP50Ms: ms(lag.percentile(50)),
    lagP99Ms: ms(lag.percentile(99)),
    lagMaxMs: ms(lag.max),
    healthPolls: sorted.length,
    healthP50Ms: sorted[Math.floor(sorted.length * 0.5)] ?? 0,
    healthP99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    healthMaxMs: sorted.at(-1) ?? 0,
    // Polls that took a quarter of a second or more: a script on the event loop holds every poll
    // made during its 1.5 s, a busy machine only the odd one.
    healthSlowPolls: sorted.filter((ms) => ms >= 250).length,
  };
}
