import type { ProviderField } from './providerFields.ts';

// The `config` sent on save: the values typed, trimmed; an empty secret is left out (the server keeps
// the stored one on PUT), an empty public field is left out too (the server applies its default).
export function buildChannelConfig(fields: ProviderField[], values: Record<string, string>) {
  const config: Record<string, string> = {};
  for (const { key } of fields) {
    const value = values[key]?.trim() ?? '';
    if (value) config[key] = value;
  }
  return config;
}
