import { Redis } from 'ioredis';
import { clientAddressReader } from './clientAddress.ts';
import type { ServerLogger } from './createLogger.ts';
import { deploymentKey } from './deploymentKey.ts';
import type { Env } from './env.ts';
import { WindowCounter } from './WindowCounter.ts';

export type AbuseGuards = Awaited<ReturnType<typeof createAbuseGuards>>;

// The counters behind the abuse limits (app/abuseLimits.ts). With REDIS_URL they live in Redis so
// every process behind the load balancer counts together; without it (one process, the embedded
// database) in memory: a restart forgets them, which costs an attacker nothing it could not get by
// waiting a window, while counting in the database would add a write to every widget message.
export async function createAbuseGuards(env: Env, log: ServerLogger) {
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    // A lost Redis is survived: the counters fall back to memory and the API limit lets requests
    // through (skipOnError); ioredis reconnects by itself. Logged once per outage, not per retry.
    let isLost = false;
    redis.on('error', (error) => {
      if (!isLost) log.warn({ err: error }, 'the abuse limits lost Redis; counting in memory');
      isLost = true;
    });
    redis.on('ready', () => {
      if (isLost) log.info('the abuse limits have Redis again');
      isLost = false;
    });
    await redis.connect();
  }
  // Processes serving one database count together; servers of other databases sharing the Redis
  // (another deployment, each test's server) do not.
  const prefix = `prosa:limits:${deploymentKey(env)}:`;
  const { widget } = env.limits;
  return {
    redis,
    prefix,
    addressOf: clientAddressReader(env.TRUST_PROXY),
    messages: new WindowCounter(`${prefix}messages`, widget.messages, redis),
    conversations: new WindowCounter(`${prefix}conversations`, widget.conversations, redis),
    uploads: new WindowCounter(`${prefix}uploads`, widget.uploads, redis),
    uploadBytes: new WindowCounter(`${prefix}upload-bytes`, widget.uploadBytes, redis),
    webhooks: new WindowCounter(`${prefix}webhooks`, env.limits.webhooks, redis),
    close: async () => {
      // A client that already lost its connection cannot say goodbye; it is gone either way.
      await redis
        ?.quit()
        .catch((error) => log.debug({ err: error }, 'the abuse limits could not quit Redis'));
    },
  };
}
