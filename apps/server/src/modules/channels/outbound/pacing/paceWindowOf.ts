import { deploymentKey } from '../../../../app/deploymentKey.ts';
import type { AppServices } from '../../../../app/services.ts';
import { LocalPaceWindow } from './LocalPaceWindow.ts';
import type { PaceWindow } from './PaceWindow.ts';
import { RedisPaceWindow } from './RedisPaceWindow.ts';

// With REDIS_URL the processes serving one database pace each channel together (a provider's cap
// is per number, whoever sends); without it, one process paces alone. The Redis client is the
// abuse limits' (createAbuseGuards), keyed like them by the deployment.
export function paceWindowOf(services: Pick<AppServices, 'env' | 'limits' | 'log'>): PaceWindow {
  const { redis } = services.limits;
  if (!redis) return new LocalPaceWindow();
  return new RedisPaceWindow(redis, `prosa:pace:${deploymentKey(services.env)}:`, services.log);
}
