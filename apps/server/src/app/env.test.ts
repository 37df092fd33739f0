import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('runs on defaults: the demo on 127.0.0.1:3000, ./data resolved to an absolute path, sandbox mail and SMS', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.isProduction).toBe(false);
    expect(env.DATA_DIR).toBe(resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SMTP_PORT).toBe(587);
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.isSandbox).toBe(true);
    expect(env.isSecureCookie).toBe(false);
  });

  it('reads numbers from their text and resolves a relative DATA_DIR', () => {
    const env = readEnv({ PORT: '0', SMTP_PORT: '465', DATA_DIR: 'somewhere/else' });
    expect(env.PORT).toBe(0);
    expect(env.SMTP_PORT).toBe(465);
    expect(env.DATA_DIR).toBe(resolve('somewhere/else'));
  });

  it.each([['-1'], ['65536'], ['3.5'], ['abc']])('refuses PORT=%s', (port) => {
    expect(() => readEnv({ PORT: port })).toThrow();
  });

  it('refuses an unknown log level', () => {
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow();
  });

  it('sets secure cookies only behind an https public address', () => {
    expect(readEnv({ PUBLIC_URL: 'https://prosa.example' }).isSecureCookie).toBe(true);
    expect(readEnv({ PUBLIC_URL: 'http://prosa.example' }).isSecureCookie).toBe(false);
  });

  it('is a sandbox exactly when no SMTP server is configured', () => {
    expect(readEnv({}).isSandbox).toBe(true);
    expect(readEnv({ SMTP_HOST: 'smtp.example' }).isSandbox).toBe(false);
  });

  it('in production is never a sandbox, never has a movable clock and always sets Secure cookies', () => {
    const env = readEnv({ PROSA_ENV: 'production', PROSA_CONTROLLED_CLOCK: '1', PUBLIC_URL: 'http://x' });
    expect(env.isProduction).toBe(true);
    expect(env.isSandbox).toBe(false);
    expect(env.hasControlledClock).toBe(false);
    expect(env.isSecureCookie).toBe(true);
  });

  it('refuses an unknown PROSA_ENV', () => {
    expect(() => readEnv({ PROSA_ENV: 'staging' })).toThrow();
  });

  it('ignores variables it does not know', () => {
    expect(() => readEnv({ PATH: '/usr/bin', SOMETHING_ELSE: 'x' })).not.toThrow();
  });
});
