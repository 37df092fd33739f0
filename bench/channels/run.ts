// `npm run bench:channels`: WhatsApp (Cloud API) through the channel layer against the provider
// sandbox, on PostgreSQL (issue 14 "Numbers"). Inbound: signed webhooks at --rate for --seconds,
// timed to the 200 and to the attendant's screen. Outbound: attendants' replies offered above the
// fake's 80 msg/s cap, measured where the fake accepted them. Quick smoke run:
// `npm run bench:channels -- --customers 40 --attendants 4 --rate 50 --seconds 5 --out-rate 100 --out-seconds 5`.
import { cpus, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createSandbox } from '@prosa/sandbox';
import { spawnServer } from '../liveChat/spawnServer.ts';
import { connectAttendants, type HeardMessage } from './connectAttendants.ts';
import { parseOptions } from './parseOptions.ts';
import {
  benchPhoneNumberId,
  benchSecretKey,
  benchSecrets,
  prepareChannelBench,
} from './prepareChannelBench.ts';
import { printChannelResults } from './printChannelResults.ts';
import { runInbound } from './runInbound.ts';
import { runOutbound } from './runOutbound.ts';
import { startCustomers } from './startCustomers.ts';
import { watchSandbox } from './watchSandbox.ts';

const options = parseOptions(process.argv.slice(2));
const print = (line: string) => console.log(line);
print(
  `Channels bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL`,
);
const sandbox = createSandbox({ statusDelayMs: 150 });
const watched = watchSandbox(sandbox, benchPhoneNumberId);
await sandbox.start();
// spawnServer passes this process's environment on: the server seals and opens with the bench's key.
process.env.PROSA_SECRET_KEY = benchSecretKey;
const prepared = await prepareChannelBench({ ...options, sandboxUrl: sandbox.url });
const server = await spawnServer({
  databaseUrl: prepared.databaseUrl,
  dataDir: prepared.dataDir,
  cpuProfileDir: options.profileDir,
});
const webhookUrl = `${server.url}/webhooks/whatsapp/${prepared.channelId}`;
sandbox.registerNumber({
  provider: 'cloud',
  instanceId: benchPhoneNumberId,
  webhookUrl,
  secrets: benchSecrets,
  config: { wabaId: 'bench-waba' },
});
let listener: (message: HeardMessage) => void = () => undefined;
const attendants = await connectAttendants(server.url, prepared.attendants, (message) => listener(message));
try {
  print(`server pid ${server.pid} at ${server.url}; ${prepared.attendants.length} attendants online`);
  const customers = await startCustomers({ sandbox, attendants, count: options.customers, print });
  server.resetProbe();
  const benchLag = monitorEventLoopDelay({ resolution: 10 });
  benchLag.enable();
  const inbound = await runInbound({
    webhookUrl,
    appSecret: benchSecrets.appSecret,
    phoneNumberId: benchPhoneNumberId,
    customers,
    rate: options.rate,
    seconds: options.seconds,
    databaseUrl: prepared.databaseUrl ?? '',
    channelId: prepared.channelId,
    listen: (handler) => {
      listener = handler;
    },
    print,
  });
  benchLag.disable();
  print(
    `load generator during inbound: event-loop lag p50 ${(benchLag.percentile(50) / 1e6).toFixed(1)} / p99 ${(benchLag.percentile(99) / 1e6).toFixed(1)} / max ${(benchLag.max / 1e6).toFixed(1)} ms`,
  );
  const probe = await server.report();
  print(
    `server during inbound: event-loop lag p50 ${probe.lagP50Ms.toFixed(1)} / p99 ${probe.lagP99Ms.toFixed(1)} / max ${probe.lagMaxMs.toFixed(1)} ms; GC max ${probe.gcMaxMs.toFixed(1)} ms, total ${probe.gcTotalMs.toFixed(0)} ms; CPU ${((probe.cpuUserMs + probe.cpuSystemMs) / 1000).toFixed(1)} s`,
  );
  const outbound = await runOutbound({
    attendants,
    rate: options.outRate,
    seconds: options.outSeconds,
    customers,
    watched,
    print,
  });
  printChannelResults({ inbound, outbound, options }, print);
} finally {
  attendants.close();
  await server.stop();
  await sandbox.close();
  await prepared.drop();
}
process.exit(0);
