import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('abuse limits from the environment', () => {
  it('defaults per-address limits to ten times the per-visitor ones', () => {
    const { limits } = readEnv({});
    expect(limits.api).toEqual({ perSession: 600, perAddress: 6000, windowMs: 60_000 });
    for (const limit of Object.values(limits.widget)) expect(limit.perAddress).toBe(limit.perVisitor * 10);
    expect(limits.widget.messages).toEqual({ perVisitor: 30, perAddress: 300, windowMs: 60_000 });
    expect(limits.widget.uploadBytes.perVisitor).toBe(300 * 1024 * 1024);
    expect(limits.unattachedUploadMs).toBe(24 * 60 * 60 * 1000);
  });

  it('reads each variable, 0 meaning off, and refuses a negative or fractional one', () => {
    const { limits } = readEnv({
      LIMIT_WIDGET_MESSAGES_PER_MINUTE: '0',
      LIMIT_ACCOUNT_UPLOAD_STORAGE_MB: '2',
    });
    expect(limits.widget.messages.perVisitor).toBe(0);
    expect(limits.accountStorageBytes).toBe(2 * 1024 * 1024);
    expect(() => readEnv({ LIMIT_API_PER_ADDRESS_PER_MINUTE: '-1' })).toThrow();
    expect(() => readEnv({ LIMIT_WIDGET_UPLOADS_PER_HOUR: '1.5' })).toThrow();
    expect(() => readEnv({ LIMIT_UNATTACHED_UPLOAD_HOURS: '0' })).toThrow();
  });
});
