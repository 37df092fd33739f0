import type { Env } from './env.ts';

export class ProductionSettingsError extends Error {}

// Production must not fall back on anything the demo invents: an embedded database in ./data, a
// sandbox outbox for mail, links pointing at localhost. Each missing setting is named, so the
// operator fixes them all in one go.
export function checkProductionEnv(env: Env) {
  if (!env.isProduction) return;
  const missing = (
    [
      ['PUBLIC_URL', 'the address users open, e.g. https://prosa.example.com'],
      ['DATABASE_URL', 'the PostgreSQL connection, e.g. postgres://prosa@db/prosa'],
      ['SMTP_HOST', 'the mail server that sends password resets and notices'],
    ] as const
  ).filter(([name]) => !env[name]?.trim());
  const lines = missing.map(([name, what]) => `  ${name}: ${what}`);
  if (env.PUBLIC_URL && !/^https?:\/\/[^/\s]+/.test(env.PUBLIC_URL)) {
    lines.push(`  PUBLIC_URL: "${env.PUBLIC_URL}" is not an http(s) address`);
  }
  if (lines.length === 0) return;
  throw new ProductionSettingsError(
    `PROSA_ENV=production needs these settings, which are missing or invalid:\n${lines.join('\n')}`,
  );
}
