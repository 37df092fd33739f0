import { describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed.ts';
import { checkProductionEnv } from './checkProductionEnv.ts';
import { readEnv } from './env.ts';

const complete = {
  PROSA_ENV: 'production',
  PUBLIC_URL: 'https://prosa.example.com',
  DATABASE_URL: 'postgres://prosa@db/prosa',
  SMTP_HOST: 'smtp.example.com',
  PROSA_SECRET_KEY: 'a-long-random-string-for-sealing-credentials',
};

describe('checkProductionEnv', () => {
  it('lets a complete production configuration start', () => {
    expect(() => checkProductionEnv(readEnv(complete))).not.toThrow();
  });

  it('asks nothing of the demo', () => {
    expect(() => checkProductionEnv(readEnv({}))).not.toThrow();
  });

  it.each(['PUBLIC_URL', 'DATABASE_URL', 'SMTP_HOST', 'PROSA_SECRET_KEY'])(
    'refuses to start without %s, naming it',
    (name) => {
      const env = readEnv({ ...complete, [name]: undefined });
      expect(() => checkProductionEnv(env)).toThrow(new RegExp(`^  ${name}: `, 'm'));
    },
  );

  it('names every missing setting at once, and treats blank as missing', () => {
    const env = readEnv({ PROSA_ENV: 'production', DATABASE_URL: '  ' });
    const message = (() => {
      try {
        checkProductionEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/PUBLIC_URL/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/SMTP_HOST/);
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    expect(() => checkProductionEnv(readEnv({ ...complete, PUBLIC_URL: 'prosa.example.com' }))).toThrow(
      /PUBLIC_URL: "prosa.example.com" is not an http\(s\) address/,
    );
  });
});

describe('checkProductionEnv, the first administrator from the environment', () => {
  it('accepts an e-mail and a password given together', () => {
    const env = { ...complete, PROSA_ADMIN_EMAIL: 'ops@example.com', PROSA_ADMIN_PASSWORD: 'a-long-secret' };
    expect(() => checkProductionEnv(readEnv(env))).not.toThrow();
  });

  it('refuses the published demo password', () => {
    const env = { ...complete, PROSA_ADMIN_EMAIL: 'ops@example.com', PROSA_ADMIN_PASSWORD: demoPassword };
    expect(() => checkProductionEnv(readEnv(env))).toThrow(/PROSA_ADMIN_PASSWORD: is the published demo/);
  });

  it.each([
    [{ PROSA_ADMIN_EMAIL: 'ops@example.com' }, /PROSA_ADMIN_PASSWORD: /],
    [{ PROSA_ADMIN_PASSWORD: 'a-long-secret' }, /PROSA_ADMIN_EMAIL: /],
    [{ PROSA_ADMIN_EMAIL: 'not-an-email', PROSA_ADMIN_PASSWORD: 'a-long-secret' }, /PROSA_ADMIN_EMAIL: /],
    [{ PROSA_ADMIN_EMAIL: 'ops@example.com', PROSA_ADMIN_PASSWORD: 'short' }, /PROSA_ADMIN_PASSWORD: /],
  ])('refuses %o, naming the setting', (admin, named) => {
    expect(() => checkProductionEnv(readEnv({ ...complete, ...admin }))).toThrow(named);
  });
});
