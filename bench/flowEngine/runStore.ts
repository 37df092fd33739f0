import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../../apps/server/src/app/Clock.ts';
import { createLogger } from '../../apps/server/src/app/createLogger.ts';
import { DomainEventBus } from '../../apps/server/src/app/domainEvents.ts';
import { openJobQueue } from '../../apps/server/src/jobs/openJobQueue.ts';
import { createExternalCodePool } from '../../apps/server/src/modules/flows/effects/code/createExternalCodePool.ts';
import { startFlowJobs } from '../../apps/server/src/modules/flows/runtime/startFlowJobs.ts';
import type { WebchatVisitor } from '../../apps/server/src/modules/webchat/identifyVisitor.ts';
import { sendVisitorMessage } from '../../apps/server/src/modules/webchat/sendVisitorMessage.ts';
import { answerPrompt } from './answerPrompt.ts';
import { measureEngineStep } from './measureEngineStep.ts';
import type { FlowBenchOptions, Store } from './parseOptions.ts';
import { prepareFlowDatabase } from './prepareFlowDatabase.ts';

export interface FlowStoreResult {
  store: Store;
  conversations: number;
  targetRate: number;
  seconds: number;
  sent: number;
  achievedRate: number;
  // Scheduled send → the customer's message stored and every balloon of the bot's answer stored.
  turn: Percentiles;
  // The flow's part alone: load conversation and cursor → step → store cursor, collected data, balloons.
  flowStep: Percentiles;
  // `step` alone, in memory, on the run's stored cursors.
  engineStep: { steps: number; p50: number; p99: number; max: number };
  // `select 1` through the pool during the load.
  roundTrip: Percentiles;
  balloonsPerStep: number;
  // SQL statements sent to PostgreSQL per inbound message (the customer's message included).
  statementsPerMessage: number;
  silentSteps: number;
  errors: number;
  firstError: string | null;
  lagP99Ms: number;
  lagMaxMs: number;
  rssMb: number;
  heapMb: number;
  cpuPercent: number;
  setupSeconds: number;
  loadAverage: [number, number];
  promptsAnswered: Record<string, number>;
  flowStepBySlice: number[][];
}
interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

// Every statement the pool sends goes through Client#query; counted, not changed.
let statementCount = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statementCount++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

let seed = 0x2f6e2b1;
// A small seeded generator (mulberry32): the same customers' answers on every store and run.
const draw = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// The server's webchat path in this process, on a fresh database: `sendVisitorMessage` as the
// widget's socket calls it (store the customer's message; its `react` runs the published flow
// with the stored cursor and stores the new cursor, the collected data and the bot's balloons).
// No sockets: what is timed is the server's work for one inbound message.
export async function runStore(
  store: Store,
  options: FlowBenchOptions,
  print: (line: string) => void,
): Promise<FlowStoreResult> {
  const setupStarted = performance.now();
  const { database, databaseUrl, bot, drop } = await prepareFlowDatabase(store, options.postgresUrl);
  const services = {
    database,
    events: new DomainEventBus(),
    clock: systemClock,
    externalCode: createExternalCodePool({ size: 1 }),
    // A failure during the run is worth seeing beside the numbers.
    log: createLogger('warn'),
  };
  // The flow's job runner, as the server runs it: leads are stored by its jobs beside the turns
  // (on the same database), and the turns are measured with that work going on.
  const boss = await openJobQueue(database, databaseUrl, services.log);
  await startFlowJobs(services, boss);
  // The bot's last balloon per conversation: the prompt the customer answers next.
  const lastPrompt = new Map<string, string>();
  const balloons = new Map<string, number>();
  services.events.on('message.created', ({ message }) => {
    if (message.sender !== 'bot') return;
    balloons.set(message.conversationId, (balloons.get(message.conversationId) ?? 0) + 1);
    lastPrompt.set(message.conversationId, message.text);
  });
  // Which prompts the customers answered: shows the whole flow is walked, not one branch.
  const promptsAnswered = new Map<string, number>();
  seed = 0x2f6e2b1;

  try {
    const customers = Array.from({ length: options.conversations }, (_, index) => ({
      index,
      conversationId: null as string | null,
      sent: 0,
      busy: Promise.resolve() as Promise<unknown>,
      visitor: {
        accountId: bot.accountId,
        botId: bot.id,
        botName: bot.name,
        defaultDepartmentId: bot.defaultDepartmentId,
        visitorId: `bench-flow-visitor-${String(index).padStart(6, '0')}`,
        language: 'pt-BR',
        device: 'desktop',
        location: null,
      } satisfies WebchatVisitor,
    }));
    type Customer = (typeof customers)[number];

    const send = async (customer: Customer) => {
      const prompt = customer.conversationId ? (lastPrompt.get(customer.conversationId) ?? '') : '';
      const text = customer.conversationId ? answerPrompt(prompt, draw(), customer.index) : 'Oi';
      const tag = /^\[(\w+)\]/.exec(prompt)?.[1] ?? (prompt ? prompt.slice(0, 24) : 'first');
      promptsAnswered.set(tag, (promptsAnswered.get(tag) ?? 0) + 1);
      customer.sent++;
      const stored = await sendVisitorMessage(
        services,
        customer.visitor,
        { clientMessageId: `bench-${customer.index}-${customer.sent}`, text },
        customer.conversationId,
      );
      const conversationId = stored.message.conversationId;
      customer.conversationId = conversationId;
      const before = balloons.get(conversationId) ?? 0;
      const started = performance.now();
      await stored.react();
      return { flowMs: performance.now() - started, balloons: (balloons.get(conversationId) ?? 0) - before };
    };

    // Set-up: every conversation opened by its first message (the flow greets and shows the menu).
    for (let i = 0; i < customers.length; i += 20)
      await Promise.all(customers.slice(i, i + 20).map((customer) => send(customer)));
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    print(`${store}: ${customers.length} conversations at the menu in ${setupSeconds.toFixed(1)} s`);

    promptsAnswered.clear();
    const total = Math.round(options.rate * options.seconds);
    const turns: number[] = [];
    const flowSteps: number[] = [];
    // Flow step times per tenth of the window (by due time): a stall shows where it happened.
    const slices: number[][] = Array.from({ length: 10 }, () => []);
    let silentSteps = 0;
    let stepBalloons = 0;
    let errors = 0;
    let firstError: string | null = null;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    let rssMax = 0;
    let heapMax = 0;
    const sampleMemory = setInterval(() => {
      const memory = process.memoryUsage();
      rssMax = Math.max(rssMax, memory.rss);
      heapMax = Math.max(heapMax, memory.heapUsed);
    }, 1000);
    const statementsBefore = statementCount;
    const loadBefore = loadavg()[0] ?? 0;
    const cpuBefore = process.cpuUsage();
    lag.enable();
    // A bare `select 1` every 50 ms through the same pool: what one round trip costs on this
    // machine during the load, to tell the flow's own time from waiting for a CPU.
    const roundTrips: number[] = [];
    const probe = setInterval(() => {
      const sent = performance.now();
      database.db.execute(sql`select 1`).then(
        () => roundTrips.push(performance.now() - sent),
        () => undefined,
      );
    }, 50);
    const started = performance.now();
    const pending: Promise<void>[] = [];
    // Absolute schedule: message k is due at started + k / rate, whatever happened before; a
    // customer whose previous answer is still running sends when it arrives (a real customer
    // waits for the bot), and its latency still counts from when it was due.
    for (let k = 0; k < total; k++) {
      const due = started + (k * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const customer = customers[k % customers.length] as Customer;
      const turn = customer.busy.then(async () => {
        try {
          const { flowMs, balloons: count } = await send(customer);
          turns.push(performance.now() - due);
          flowSteps.push(flowMs);
          slices[Math.min(9, Math.floor(((due - started) / 1000 / options.seconds) * 10))]?.push(flowMs);
          stepBalloons += count;
          if (count === 0) silentSteps++;
        } catch (error) {
          errors++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      });
      customer.busy = turn;
      pending.push(turn);
    }
    await Promise.all(pending);
    clearInterval(probe);
    const elapsed = (performance.now() - started) / 1000;
    lag.disable();
    clearInterval(sampleMemory);
    const cpu = process.cpuUsage(cpuBefore);
    // The leads of the run's data collections, stored by the job runner beside the turns: shows it
    // kept up (a lead is counted once per conversation and collection line).
    const leadsStored = (await database.query<{ n: number }>('select count(*)::int as n from leads')).rows[0]
      ?.n;
    print(`${store}: ${leadsStored} leads stored by the lead jobs when the window closed`);
    const completed = turns.length;
    const engineStep = await measureEngineStep(database, bot.id, draw);
    return {
      store,
      conversations: customers.length,
      targetRate: options.rate,
      seconds: options.seconds,
      sent: total,
      achievedRate: completed / elapsed,
      turn: percentiles(turns),
      flowStep: percentiles(flowSteps),
      statementsPerMessage:
        store === 'pg' && completed ? (statementCount - statementsBefore) / completed : NaN,
      engineStep,
      roundTrip: percentiles(roundTrips),
      balloonsPerStep: completed ? stepBalloons / completed : 0,
      silentSteps,
      errors,
      firstError,
      lagP99Ms: lag.percentile(99) / 1e6,
      lagMaxMs: lag.max / 1e6,
      rssMb: rssMax / 2 ** 20,
      heapMb: heapMax / 2 ** 20,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / (elapsed * 1000)) * 100,
      setupSeconds,
      loadAverage: [loadBefore, loadavg()[0] ?? 0],
      flowStepBySlice: slices.map((list) => {
        const { p50, p99 } = percentiles(list);
        return [p50, p99];
      }),
      promptsAnswered: Object.fromEntries([...promptsAnswered].sort((a, b) => b[1] - a[1])),
    };
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await services.externalCode.close();
    await drop();
  }
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN };
}
