import { describe, expect, it } from 'vitest';
import { isRecordPublished, normalizeDomainName, sendingDomainRecords } from './sendingDomainRecords.ts';

const records = sendingDomainRecords(
  { name: 'acme.com.br', dkimSelector: 'prosa1', dkimPublicKey: 'MIIBIjANBg' },
  { spfInclude: '_spf.prosa.app', trackingTarget: 'track.prosa.app' },
);
const [dkim, spf, tracking] = records;
if (!dkim || !spf || !tracking) throw new Error('three records');

describe('sendingDomainRecords', () => {
  it('asks for the DKIM key at the selector, SPF at the domain and a tracking CNAME', () => {
    expect(records).toEqual([
      {
        purpose: 'dkim',
        type: 'TXT',
        host: 'prosa1._domainkey.acme.com.br',
        data: 'v=DKIM1; k=rsa; p=MIIBIjANBg',
      },
      { purpose: 'spf', type: 'TXT', host: 'acme.com.br', data: 'v=spf1 include:_spf.prosa.app ~all' },
      { purpose: 'tracking', type: 'CNAME', host: 'prosa-track.acme.com.br', data: 'track.prosa.app' },
    ]);
  });
});

describe('isRecordPublished', () => {
  it('takes the DKIM key however the TXT was split or spaced, and no other key', () => {
    expect(isRecordPublished(dkim, ['v=DKIM1;k=rsa;  p=MIIBIjANBg'])).toBe(true);
    expect(isRecordPublished(dkim, ['v=DKIM1; k=rsa; p=OTHER'])).toBe(false);
    expect(isRecordPublished(dkim, [])).toBe(false);
  });
  it('takes an SPF record that includes ours among the customer own mechanisms', () => {
    expect(isRecordPublished(spf, ['v=spf1 include:_spf.google.com include:_spf.prosa.app -all'])).toBe(true);
    expect(
      isRecordPublished(spf, ['v=spf1 include:_spf.google.com ~all', 'google-site-verification=x']),
    ).toBe(false);
  });
  it('takes the tracking CNAME with or without its trailing dot', () => {
    expect(isRecordPublished(tracking, ['track.prosa.app.'])).toBe(true);
    expect(isRecordPublished(tracking, ['elsewhere.example'])).toBe(false);
  });
});

describe('normalizeDomainName', () => {
  it('keeps the host of what was typed, lower-cased', () => {
    expect(normalizeDomainName(' HTTPS://Mail.Acme.com.br/path ')).toBe('mail.acme.com.br');
    expect(normalizeDomainName('acme.com.')).toBe('acme.com');
  });
  it('refuses what is not a domain', () => {
    for (const bad of ['acme', 'acme..com', '-acme.com', 'acme_x.com', '10.0.0.1', 'a b.com', ''])
      expect(normalizeDomainName(bad), bad).toBeNull();
  });
});
