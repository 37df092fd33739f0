import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DeliveryLog } from './DeliveryLog.ts';
import type { BenchOptions, Store } from './parseOptions.ts';
import { prepareDatabase } from './prepareDatabase.ts';
import { runLoad } from './runLoad.ts';
import type { ServerReport } from './serverProbe.ts';
import { setUpConversations } from './setUpConversations.ts';
import { spawnServer } from './spawnServer.ts';

export type StoreResult = Awaited<ReturnType<typeof runStore>>;

// One full run on one store: fresh database, server process, attendants and customers, the load
// window, then the numbers from both sides. Everything it started is stopped and dropped after.
export async function runStore(store: Store, options: BenchOptions, print: (line: string) => void) {
  const runTag = Math.random().toString(36).slice(2, 8);
  print(`\n[${store}] preparing a fresh database…`);
  const prepared = await prepareDatabase(store, options.postgresUrl, options.attendants, options.customers);
  const server = await spawnServer({
    databaseUrl: prepared.databaseUrl,
    dataDir: prepared.dataDir,
    cpuProfileDir: options.cpuProfileDir,
  }).catch(async (error) => {
    await prepared.drop();
    throw error;
  });
  print(`[${store}] server pid ${server.pid} at ${server.url}`);
  const log = new DeliveryLog(`bench-${runTag}-`, Math.floor(options.rate * options.seconds) + 1);
  const events = new Map<string, number>();
  const clientLag = monitorEventLoopDelay({ resolution: 10 });
  let sockets: Array<{ close(): void }> = [];
  try {
    const setUp = await setUpConversations({
      url: server.url,
      botToken: prepared.botToken,
      attendants: prepared.attendants,
      customers: options.customers,
      runTag,
      log,
      events,
      print,
    });
    sockets = setUp.sockets;
    const idle = await server.report();
    print(
      `[${store}] ${setUp.conversations.length} conversations attended; load: ${options.rate} msg/s for ${options.seconds} s`,
    );
    events.clear();
    server.resetProbe();
    clientLag.enable();
    const clientCpu = process.cpuUsage();
    const window = await runLoad({
      conversations: setUp.conversations,
      rate: options.rate,
      seconds: options.seconds,
      log,
      drainMs: 15_000,
    });
    clientLag.disable();
    const clientCpuMs = process.cpuUsage(clientCpu);
    const loaded: ServerReport = await server.report();
    const summary = log.summarize(window.start, window.windowEnd);
    const sendSeconds = (window.sendEnd - window.start) / 1000;
    return {
      store,
      customers: options.customers,
      attendants: options.attendants,
      conversations: setUp.conversations.length,
      targetRate: options.rate,
      seconds: options.seconds,
      achievedRate: summary.deliveredInWindow / options.seconds,
      sendSeconds,
      summary,
      server: { idle, loaded, cpuPercent: (loaded.cpuUserMs + loaded.cpuSystemMs) / 10 / sendSeconds },
      client: {
        lagP99Ms: clientLag.percentile(99) / 1e6,
        lagMaxMs: clientLag.max / 1e6,
        cpuPercent: (clientCpuMs.user + clientCpuMs.system) / 1e4 / sendSeconds,
      },
      events: Object.fromEntries(events),
    };
  } catch (error) {
    print(`[${store}] failed; the server's last output:\n${server.output().slice(-3000)}`);
    throw error;
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
    await prepared.drop();
  }
}
