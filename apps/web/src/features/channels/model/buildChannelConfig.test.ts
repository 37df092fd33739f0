import { describe, expect, it } from 'vitest';
import { buildChannelConfig } from './buildChannelConfig.ts';
import { providerFields } from './providerFields.ts';

describe('buildChannelConfig', () => {
  it('sends what was typed, trimmed, and leaves out empty fields so stored secrets and defaults stay', () => {
    const config = buildChannelConfig(providerFields.cloud, {
      phoneNumberId: ' 1234 ',
      wabaId: '99',
      accessToken: '',
      appSecret: 'new-secret',
      graphVersion: '   ',
      unknown: 'dropped',
    });
    expect(config).toEqual({ phoneNumberId: '1234', wabaId: '99', appSecret: 'new-secret' });
  });
});
