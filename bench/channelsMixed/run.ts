// `npm run bench:mixed`: 200 inbound messages/s mixed across every channel type for 60 s (issue 17
// "Tests and numbers"), on PostgreSQL: WhatsApp (Cloud, Twilio, Gupshup), Telegram, Messenger,
// Instagram, SMS (Twilio, generic gateway), RCS as their providers' signed webhooks, and e-mail to
// the inbound SMTP endpoint; about 2 % delivered twice. Measures each answer (200, or SMTP 250) and
// counts what was stored by provider id. The first `--warmup` seconds (10) after the server starts
// are reported apart. Quick smoke run: `npm run bench:mixed -- --seconds 3 --rate 20 --warmup 2`.
import { createServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { createSandbox } from '@prosa/sandbox';
import { startSmtpRelay } from '../../apps/server/src/modules/channels/email/testing/startSmtpRelay.ts';
import { registerWithSandbox } from '../../apps/server/src/modules/channels/simulator/registerWithSandbox.ts';
import { benchSecretKey } from '../channels/prepareChannelBench.ts';
import { spawnServer } from '../liveChat/spawnServer.ts';
import { parseMixedOptions } from './parseMixedOptions.ts';
import { benchKey, prepareMixedBench } from './prepareMixedBench.ts';
import { printMixedResults, printWarmup } from './printMixedResults.ts';
import { runMixed } from './runMixed.ts';
import { inboundMailer } from './sendInboundMail.ts';

// A free port for the server's inbound SMTP endpoint (its ready line names only the HTTP one).
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const options = parseMixedOptions(process.argv.slice(2));
const print = (line: string) => console.log(line);
print(
  `Mixed channels bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL`,
);
const sandbox = createSandbox({ statusDelayMs: 150 });
await sandbox.start();
// The e-mail channel's relay, where the chatbot's answers to mail go.
const relay = await startSmtpRelay();
// spawnServer passes this process's environment on: the server's key and inbound SMTP port.
process.env.PROSA_SECRET_KEY = benchSecretKey;
const smtpPort = await freePort();
process.env.SMTP_INBOUND_PORT = String(smtpPort);
const prepared = await prepareMixedBench({ ...options, sandboxUrl: sandbox.url, relayPort: relay.port });
const server = await spawnServer({
  databaseUrl: prepared.databaseUrl,
  dataDir: prepared.dataDir,
  cpuProfileDir: options.profileDir,
});
const mailer = inboundMailer(smtpPort);
try {
  for (const { row } of prepared.channels)
    if (row.type !== 'email') await registerWithSandbox(row, sandbox.url, benchKey, server.url);
  print(
    `server pid ${server.pid} at ${server.url}, inbound SMTP at ${smtpPort}; ${prepared.channels.length} channels`,
  );
  const load = (seconds: number) =>
    runMixed({
      channels: prepared.channels,
      sandbox,
      mailer,
      rate: options.rate,
      seconds,
      customers: options.customers,
      databaseUrl: prepared.databaseUrl ?? '',
      print,
    });
  // A freshly started server is measured apart: its first seconds open the pool's connections,
  // compile the hot paths and open every customer's conversation, which a server long in service
  // has done. Their answers are reported on their own line, not mixed into the window's.
  if (options.warmup > 0) printWarmup(await load(options.warmup), print);
  // The probe's lag, CPU and profile cover the measured window, not the start-up.
  server.resetProbe();
  const run = await load(options.seconds);
  const probe = await server.report();
  print(
    `server: event-loop lag p50 ${probe.lagP50Ms.toFixed(1)} / p99 ${probe.lagP99Ms.toFixed(1)} / max ${probe.lagMaxMs.toFixed(1)} ms; CPU ${((probe.cpuUserMs + probe.cpuSystemMs) / 1000).toFixed(1)} s`,
  );
  printMixedResults(run, options, print);
} finally {
  mailer.close();
  await server.stop();
  await relay.close();
  await sandbox.close();
  await prepared.drop();
}
process.exit(0);
