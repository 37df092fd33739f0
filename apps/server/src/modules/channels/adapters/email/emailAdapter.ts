import nodemailer from 'nodemailer';
import type { AdapterChannel, ChannelAdapter } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { buildEmailMessage } from './buildEmailMessage.ts';

// SMTP reply codes (RFC 5321 §4.2.1): 4yz are transient (retried), 5yz permanent.
function smtpError(error: unknown): ProviderError {
  const code = (error as { responseCode?: number }).responseCode;
  const text = error instanceof Error ? error.message : String(error);
  if (code === undefined) return new ProviderError('network', true, text);
  return new ProviderError(String(code), code < 500, text, undefined, true);
}

// The delivery worker's claim on a send lasts 20 s (startChannelDelivery): a relay that does not
// answer is given up well within it, as a transient failure retried later.
const timeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 };

function transportOf({ config, secrets }: AdapterChannel) {
  return nodemailer.createTransport({
    host: config.smtpHost,
    port: Number(config.smtpPort ?? 587),
    secure: config.smtpSecure === 'on',
    auth: config.smtpUser ? { user: config.smtpUser, pass: secrets.smtpPassword ?? '' } : undefined,
    dkim: {
      // A broadcast's sender may be on another of the account's domains (emailSenderChannel).
      domainName: config.dkimDomain ?? config.domain ?? '',
      keySelector: config.dkimSelector ?? '',
      privateKey: secrets.dkimPrivateKey ?? '',
    },
    ...timeouts,
  });
}

// E-mail through the channel's SMTP relay, signed with the DKIM key of its verified sending domain
// (config.domain, config.dkimSelector; the key sealed in the channel's secrets). Customers' e-mail
// comes in through Prosa's SMTP endpoint, not a webhook (docs/decisions.md "E-mail inbound"): the
// webhook route has no e-mail segment, so verifySignature and parse refuse whatever reaches them.
export const emailAdapter: ChannelAdapter = {
  type: 'email',
  provider: 'smtp',
  secretKeys: ['smtpPassword', 'dkimPrivateKey', 'unsubscribeSecret'],
  instanceKey: 'fromAddress',
  verifySignature: () => false,
  parse: () => [],
  async send(channel, message) {
    const transport = transportOf(channel);
    try {
      const sent = await transport.sendMail(buildEmailMessage(channel, message));
      return { providerMessageId: sent.messageId };
    } catch (error) {
      throw smtpError(error);
    } finally {
      transport.close();
    }
  },
  // The relay's greeting, its TLS when asked and the login: what a send needs before its first mail.
  async checkConnection(channel) {
    const transport = transportOf(channel);
    try {
      await transport.verify();
    } catch (error) {
      throw smtpError(error);
    } finally {
      transport.close();
    }
  },
};
