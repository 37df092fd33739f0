import { describe, expect, it } from 'vitest';
import { twilioSignature } from './twilioSignature.ts';

describe('twilioSignature', () => {
  it("gives Twilio's published test vector", () => {
    const params = new URLSearchParams({
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    });
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });

  it('sorts the parameters by name whatever order they arrived in', () => {
    const url = 'https://prosa.example/webhooks/twilio/c1';
    const sorted = new URLSearchParams('A=1&B=2&C=3');
    const shuffled = new URLSearchParams('C=3&A=1&B=2');
    expect(twilioSignature('t', url, shuffled)).toBe(twilioSignature('t', url, sorted));
  });
});
