import { describe, expect, it } from 'vitest';
import { classifyComplaint } from './classifyComplaint.ts';

describe('classifyComplaint', () => {
  it('reads a spam complaint and the reported mail’s Message-ID', () => {
    const report = 'Feedback-Type: abuse\r\nUser-Agent: Mailbox/1.0\r\nVersion: 1\r\n';
    const headers = 'From: loja@prosa.example\r\nMessage-ID: <m1@prosa.example>\r\nSubject: Oferta\r\n';
    expect(classifyComplaint(report, headers)).toEqual({
      feedbackType: 'abuse',
      originalMessageId: '<m1@prosa.example>',
    });
  });

  it('is not a complaint for other feedback types, and keeps no id the report lacks', () => {
    expect(classifyComplaint('Feedback-Type: not-spam\r\n', 'Message-ID: <m1@x>')).toBeNull();
    expect(classifyComplaint('Version: 1\r\n')).toBeNull();
    expect(classifyComplaint('feedback-type: Abuse\r\n')).toEqual({
      feedbackType: 'abuse',
      originalMessageId: null,
    });
  });
});
