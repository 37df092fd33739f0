import { describe, expect, it } from 'vitest';
import { classifyBounce } from './classifyBounce.ts';

const report = (action: string, status: string) =>
  [
    'Reporting-MTA: dns; mx.acme.com',
    'Arrival-Date: Fri, 27 Nov 2026 04:00:00 +0000',
    '',
    'Final-Recipient: rfc822; maria@cliente.com.br',
    `Action: ${action}`,
    `Status: ${status}`,
    'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
    '',
  ].join('\r\n');
const original = 'From: suporte@acme.com\r\nMessage-ID: <m1@acme.com>\r\nSubject: Oi\r\n';

describe('classifyBounce', () => {
  it('calls a permanent failure (5.x.x) hard and names the recipient and the bounced message', () => {
    expect(classifyBounce(report('failed', '5.1.1'), original)).toEqual({
      kind: 'hard',
      recipient: 'maria@cliente.com.br',
      status: '5.1.1',
      originalMessageId: '<m1@acme.com>',
    });
  });
  it('calls a transient failure (4.x.x) soft', () => {
    expect(classifyBounce(report('failed', '4.2.2'), original)?.kind).toBe('soft');
  });
  it('is no bounce when the report says delayed or delivered', () => {
    expect(classifyBounce(report('delayed', '4.4.7'), original)).toBeNull();
    expect(classifyBounce(report('delivered', '2.0.0'), original)).toBeNull();
  });
});
