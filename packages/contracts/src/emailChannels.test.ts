import { describe, expect, it } from 'vitest';
import { channelInput } from './channelsApi.ts';

const input = (config: Record<string, string>) => ({
  type: 'email',
  provider: 'smtp',
  name: 'E-mail Loja',
  botId: 'bot1',
  config: {
    smtpHost: 'smtp.example.com',
    smtpUser: 'loja',
    fromName: 'Loja',
    fromAddress: 'Contato@Loja.com',
    ...config,
  },
});
const errorOf = (value: unknown) => channelInput.safeParse(value).error?.issues[0]?.message;

describe('the e-mail channel input', () => {
  it('fills the SMTP defaults and lower-cases the addresses', () => {
    expect(channelInput.parse(input({ replyTo: ' Suporte@Loja.com ' })).config).toEqual({
      smtpHost: 'smtp.example.com',
      smtpPort: '587',
      smtpSecure: 'off',
      smtpUser: 'loja',
      fromName: 'Loja',
      fromAddress: 'contato@loja.com',
      replyTo: 'suporte@loja.com',
    });
  });

  it('names what is wrong with a catalogue code', () => {
    expect(errorOf(input({ fromAddress: 'loja' }))).toBe('channels.configInvalid');
    expect(errorOf(input({ smtpPort: '70000' }))).toBe('channels.configInvalid');
    expect(errorOf(input({ smtpSecure: 'maybe' }))).toBe('channels.configInvalid');
    expect(errorOf(input({ smtpHost: 'smtp.example.com/x?y' }))).toBe('channels.configInvalid');
    expect(errorOf(input({ smtpUser: ' ' }))).toBe('channels.configRequired');
    expect(errorOf({ ...input({}), provider: 'ses' })).toBe('channels.providerUnavailable');
  });
});
