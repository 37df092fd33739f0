import { adapterFor } from './adapters/adapterFor.ts';

// A validated provider configuration split into what is stored in the open (ids, base URLs, the
// API version), what is sealed (tokens, secrets, keys; only those given) and the instance id, as
// the provider's adapter declares them.
export function splitChannelConfig(
  type: string,
  provider: string,
  input: Record<string, string | undefined>,
) {
  const adapter = adapterFor(type, provider);
  const secretKeys: readonly string[] = adapter?.secretKeys ?? [];
  const config: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (secretKeys.includes(key)) secrets[key] = value;
    else config[key] = value;
  }
  return { config, secrets, instanceId: adapter ? (config[adapter.instanceKey] ?? '') : '' };
}
