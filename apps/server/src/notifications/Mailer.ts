import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure?: boolean;
  user?: string;
  password?: string;
  from: string;
}

// Always real SMTP: in sandbox mode the peer is the in-process sandbox server, not a stub.
export function createSmtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure ?? config.port === 465,
    ignoreTLS: config.host === '127.0.0.1',
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
