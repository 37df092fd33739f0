import { emailSchema, passwordSchema } from '@prosa/contracts';
import { demoPassword } from '../db/seed.ts';
import type { Env } from './env.ts';
import { StartupRefusal } from './StartupRefusal.ts';

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
      ['PROSA_SECRET_KEY', 'a long random string that seals channel credentials at rest'],
    ] as const
  ).filter(([name]) => !env[name]?.trim());
  const lines = missing.map(([name, what]) => `  ${name}: ${what}`);
  if (env.PUBLIC_URL && !/^https?:\/\/[^/\s]+/.test(env.PUBLIC_URL)) {
    lines.push(`  PUBLIC_URL: "${env.PUBLIC_URL}" is not an http(s) address`);
  }
  lines.push(...firstAdministratorProblems(env));
  if (lines.length === 0) return;
  throw new StartupRefusal(
    `PROSA_ENV=production needs these settings, which are missing or unsafe:\n${lines.join('\n')}`,
  );
}

// PROSA_ADMIN_EMAIL and PROSA_ADMIN_PASSWORD come together or not at all (then the log prints a
// setup link), and the password follows the panel's rules.
function firstAdministratorProblems({ PROSA_ADMIN_EMAIL: email, PROSA_ADMIN_PASSWORD: password }: Env) {
  if (email === undefined && password === undefined) return [];
  const problems: string[] = [];
  if (!email || !emailSchema.safeParse(email).success) {
    problems.push("  PROSA_ADMIN_EMAIL: the first administrator's e-mail, missing or invalid");
  }
  if (!password || !passwordSchema.safeParse(password).success) {
    problems.push("  PROSA_ADMIN_PASSWORD: the first administrator's password, 8 to 128 characters");
  } else if (password === demoPassword) {
    // The demo password is in every copy of the code: an administrator given it is anyone's.
    problems.push('  PROSA_ADMIN_PASSWORD: is the published demo password; choose another');
  }
  return problems;
}
