import { randomUUID } from 'node:crypto';
import { and, desc, isNotNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { channelOutbox } from '../../../db/schema/index.ts';
import { inboundSmtpPortOf } from '../email/inboundSmtpPort.ts';
import { outboxToCustomer } from './emailSimulatorThread.ts';

// The simulated customer's mail, handed to Prosa's inbound SMTP endpoint as their mail server
// would (the same path as real mail: recipient check, receipt, threading). It answers the latest
// mail Prosa sent them (In-Reply-To), as a mail client's reply does, so it lands in that
// conversation. A Message-ID of our own is its provider id. Without the endpoint (SMTP_INBOUND_PORT
// unset) there is nowhere to deliver: the simulator says so.
export async function sendSimulatorEmail(
  services: AppServices,
  ctx: RequestContext,
  channel: { id: string; instanceId: string },
  input: { customer: string; profileName?: string; text: string },
) {
  const port = inboundSmtpPortOf(services);
  if (port === null) throw new CatalogueError('simulator.inboundSmtpOff');
  const [answered] = await ctx.db
    .select({ providerMessageId: channelOutbox.providerMessageId })
    .from(channelOutbox)
    .where(and(outboxToCustomer(ctx, channel.id, input.customer), isNotNull(channelOutbox.providerMessageId)))
    .orderBy(desc(channelOutbox.sentAt), desc(channelOutbox.messageId))
    .limit(1);
  const messageId = `<${randomUUID()}@simulator.prosa.local>`;
  // The endpoint listens on this machine; its host may be a wildcard address, so loopback is used.
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: { name: input.profileName ?? input.customer, address: input.customer },
      to: channel.instanceId,
      subject: input.text.split('\n')[0]?.slice(0, 78) ?? '',
      text: input.text,
      messageId,
      ...(answered?.providerMessageId
        ? { inReplyTo: answered.providerMessageId, references: answered.providerMessageId }
        : {}),
    });
  } catch {
    throw new CatalogueError('simulator.inboundSmtpOff');
  } finally {
    transport.close();
  }
  return { id: messageId };
}
