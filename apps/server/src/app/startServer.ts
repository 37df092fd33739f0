import type { AddressInfo } from 'node:net';
import type { Sandbox } from '@prosa/sandbox';
import { seedDemo } from '../db/seed.ts';
import { startJobs } from '../jobs/startJobs.ts';
import { connectSandboxChannels, startDemoSandbox, startInboundSmtp } from '../modules/channels/index.ts';
import { prepareProductionStart } from '../modules/setup/prepareProductionStart.ts';
import { attachRealtime } from '../realtime/attachRealtime.ts';
import { type BuildOptions, buildServer } from './buildServer.ts';
import { createServices } from './createServices.ts';
import type { Env } from './env.ts';

export interface StartOptions extends BuildOptions {
  log?: (line: string) => void;
  jobsPollingSeconds?: number;
}

// Opens the database (migrating it), seeds a new demo one, and serves API, sockets and the web app on
// one port. Used by main.ts and by the integration and end-to-end tests alike.
export async function startServer(env: Env, options: StartOptions = {}) {
  const log = options.log ?? console.log;
  const { services, close: closeServices } = await createServices(env, log);
  let sandbox: Sandbox | null = null;
  let inboundSmtp: Awaited<ReturnType<typeof startInboundSmtp>> | null = null;
  const closeAll = async () => {
    await inboundSmtp?.close();
    await sandbox?.close();
    await closeServices();
  };
  try {
    // The demo runs the provider sandbox in-process (the simulator's WhatsApp); production never does.
    sandbox = env.isProduction ? null : await startDemoSandbox(services);
    const { db } = services.database;
    // The demo seeds a new database with its accounts; production never does (prepareProductionStart).
    const logins = env.isProduction
      ? null
      : await seedDemo(db, {
          adminEmail: env.PROSA_ADMIN_EMAIL,
          adminPassword: env.PROSA_ADMIN_PASSWORD,
          sandbox: sandbox ? { url: sandbox.url, secretKey: services.secretKey } : undefined,
        });
    const { setupLink } = env.isProduction ? await prepareProductionStart(db, env) : { setupLink: null };
    const app = await buildServer(services, { ...options, setupLink, sandboxUrl: sandbox?.url ?? null });
    const realtime = await attachRealtime(app.server, services);
    const boss = await startJobs(services, { pollingIntervalSeconds: options.jobsPollingSeconds });
    await app.listen({ port: env.PORT, host: env.HOST });
    const { port } = app.server.address() as AddressInfo;
    // Customers' e-mail comes in through Prosa's own SMTP endpoint, off unless its port is set.
    inboundSmtp =
      env.SMTP_INBOUND_PORT === undefined
        ? null
        : await startInboundSmtp(services, {
            host: env.SMTP_INBOUND_HOST ?? env.HOST,
            port: env.SMTP_INBOUND_PORT,
            maxBytes: env.SMTP_INBOUND_MAX_MB * 1024 * 1024,
          });
    const url = `http://localhost:${port}`;
    if (sandbox) await connectSandboxChannels(db, sandbox.url, services.secretKey, url, services.log);
    return {
      url,
      port,
      app,
      services,
      boss,
      realtime,
      logins,
      // The inbound SMTP endpoint's port, when it runs.
      smtpInboundPort: inboundSmtp?.port ?? null,
      // Printed by main.ts: the page that creates the first administrator of an empty production.
      setupUrl: setupLink
        ? `${env.PUBLIC_URL?.replace(/\/+$/, '')}/login/setup?token=${setupLink.token}`
        : null,
      close: async () => {
        // Graceful: a job still running finishes first (up to 5 s). pg-boss records its completion
        // without awaiting it, so a job outliving the stop would write to a closed database.
        await boss
          .stop({ graceful: true, wait: true, timeout: 5000 })
          .catch((error) => services.log.warn({ err: error }, 'the jobs did not stop cleanly'));
        await realtime.close();
        await app.close();
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
