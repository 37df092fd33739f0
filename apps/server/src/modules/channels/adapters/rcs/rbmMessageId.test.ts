import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageIdOfRbm, rbmMessageIdOf } from './rbmMessageId.ts';

const uuidV4Layout = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the UUID an RCS message is sent under', () => {
  it('carries our 24-hex id in an RFC 4122 layout, and gives it back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{24}$/), (id) => {
        const uuid = rbmMessageIdOf(id);
        expect(uuid).toMatch(uuidV4Layout);
        expect(messageIdOfRbm(uuid)).toBe(id);
      }),
    );
  });

  it('is the same on every retry, also for an id of another shape', () => {
    expect(rbmMessageIdOf('msg-42')).toBe(rbmMessageIdOf('msg-42'));
    expect(rbmMessageIdOf('msg-42')).toMatch(uuidV4Layout);
  });

  it('reads no id out of a UUID we did not make', () => {
    expect(messageIdOfRbm('c4a1e0f2-8f4e-4b1e-9d3a-2a7f0c9e5b61')).toBeNull();
  });
});
