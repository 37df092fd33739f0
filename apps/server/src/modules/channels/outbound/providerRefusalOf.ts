import { isTransientProviderCode } from '@prosa/domain';
import { ProviderError } from '../adapters/ChannelAdapter.ts';

// What a failed provider call means for a send: the provider's refusal (an error that is not one,
// a dropped connection say, is a transient network failure) and whether trying again may succeed.
// The channel delivery worker and the broadcast engine both decide their retries on it.
export function providerRefusalOf(error: unknown) {
  const refusal =
    error instanceof ProviderError
      ? error
      : new ProviderError('network', true, error instanceof Error ? error.message : String(error));
  const isTransient = refusal.notHttp
    ? refusal.transient
    : refusal.transient || isTransientProviderCode(refusal.code);
  return { refusal, isTransient };
}
