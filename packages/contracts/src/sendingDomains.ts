import { z } from 'zod';

// Sending domains, /settings/domains (spec campaigns §3 "Domain: name, DNS records (DKIM, TXT,
// CNAME: type, host, data), status, e-mails"; §4 waiting → verified after DNS propagation).
export const sendingDomainStatuses = ['waiting', 'verified'] as const;
export type SendingDomainStatus = (typeof sendingDomainStatuses)[number];

// A sender's local part (spec §5: sender and reply-to are typed without the domain): RFC 5322
// dot-atom characters, no leading, trailing or doubled dot.
export const emailLocalPartPattern = /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)$/;
export const sendingDomainEmailsMax = 50;

export const sendingDomainInput = z.object({
  name: z
    .string({ error: 'domains.nameInvalid' })
    .trim()
    .min(1, 'domains.nameInvalid')
    .max(253, 'domains.nameInvalid'),
});
export type SendingDomainInput = z.input<typeof sendingDomainInput>;

export const sendingDomainEmailsInput = z.object({
  emails: z
    .array(
      z
        .string()
        .trim()
        .regex(emailLocalPartPattern, 'domains.emailInvalid')
        .transform((value) => value.toLowerCase()),
    )
    .max(sendingDomainEmailsMax, 'domains.tooManyEmails')
    .transform((emails) => [...new Set(emails)]),
});
export type SendingDomainEmailsInput = z.input<typeof sendingDomainEmailsInput>;

export const dnsRecordSchema = z.object({
  purpose: z.enum(['dkim', 'spf', 'tracking']),
  type: z.enum(['TXT', 'CNAME']),
  host: z.string(),
  data: z.string(),
});

export const sendingDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(sendingDomainStatuses),
  records: z.array(dnsRecordSchema),
  emails: z.array(z.string()),
  checkedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type SendingDomain = z.output<typeof sendingDomainSchema>;

export const sendingDomainIdParams = z.object({ id: z.string().min(1).max(64) });
export const sendingDomainResponse = z.object({ domain: sendingDomainSchema });
export const sendingDomainsResponse = z.object({ domains: z.array(sendingDomainSchema) });
