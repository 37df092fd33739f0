import { type WhatsappProvider, whatsappInstanceKeys, whatsappSecretKeys } from '@prosa/contracts';

// A validated provider configuration split into what is stored in the open (ids, base URLs, the
// API version), what is sealed (tokens, secrets, keys; only those given) and the instance id.
export function splitChannelConfig(provider: WhatsappProvider, input: Record<string, string | undefined>) {
  const secretKeys: readonly string[] = whatsappSecretKeys[provider];
  const config: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (secretKeys.includes(key)) secrets[key] = value;
    else config[key] = value;
  }
  return { config, secrets, instanceId: config[whatsappInstanceKeys[provider]] ?? '' };
}
