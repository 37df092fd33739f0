// The DNS records a sending domain needs (spec campaigns §3 "Domain: DNS records (DKIM, TXT, CNAME:
// type, host, data)"), as the settings screen shows them to copy and as the verification job looks
// them up. One rule for both, so what is checked is exactly what was asked for.

export interface DnsRecord {
  purpose: 'dkim' | 'spf' | 'tracking';
  type: 'TXT' | 'CNAME';
  host: string;
  data: string;
}

export interface SendingDomainKeys {
  name: string;
  dkimSelector: string;
  // The DKIM public key, base64 DER (SubjectPublicKeyInfo), as the p= tag carries it.
  dkimPublicKey: string;
}

export interface SendingDomainPlatform {
  // What the SPF record includes (the platform's sending hosts), e.g. "_spf.prosa.app".
  spfInclude: string;
  // Where the tracking CNAME points (the platform's click/open host).
  trackingTarget: string;
}

// The tracking host's label under the customer's domain.
export const trackingLabel = 'prosa-track';

export function sendingDomainRecords(
  domain: SendingDomainKeys,
  platform: SendingDomainPlatform,
): DnsRecord[] {
  return [
    {
      purpose: 'dkim',
      type: 'TXT',
      host: `${domain.dkimSelector}._domainkey.${domain.name}`,
      data: `v=DKIM1; k=rsa; p=${domain.dkimPublicKey}`,
    },
    { purpose: 'spf', type: 'TXT', host: domain.name, data: `v=spf1 include:${platform.spfInclude} ~all` },
    {
      purpose: 'tracking',
      type: 'CNAME',
      host: `${trackingLabel}.${domain.name}`,
      data: platform.trackingTarget,
    },
  ];
}

// TXT answers come as lists of character-strings (a 2048-bit key is split into 255-byte pieces):
// joined they are one record. Whitespace between DKIM tags is not significant (RFC 6376 §3.2).
const normalizeTxt = (value: string) => value.replace(/\s+/g, '').toLowerCase();

// Whether a record is in place. The DKIM key must be ours; SPF needs only one `v=spf1` record
// including our hosts (the customer keeps their own mechanisms); the CNAME must point at our host.
export function isRecordPublished(record: DnsRecord, answers: readonly string[]): boolean {
  const wanted = normalizeTxt(record.data);
  if (record.purpose === 'dkim') return answers.some((answer) => normalizeTxt(answer) === wanted);
  if (record.purpose === 'spf') {
    const include = wanted.slice(wanted.indexOf('include:'), wanted.indexOf('~all'));
    return answers.some((answer) => {
      const txt = normalizeTxt(answer);
      return txt.startsWith('v=spf1') && txt.includes(include);
    });
  }
  const target = record.data.toLowerCase().replace(/\.$/, '');
  return answers.some((answer) => answer.toLowerCase().replace(/\.$/, '') === target);
}

// A domain name as typed: lower-cased, no scheme, path or trailing dot; null when it is not a
// domain with at least two labels of letters, digits and hyphens.
export function normalizeDomainName(input: string): string | null {
  const name = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  const labels = name.split('.');
  if (name.length > 253 || labels.length < 2 || !labels.every((part) => label.test(part))) return null;
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null;
  return name;
}
