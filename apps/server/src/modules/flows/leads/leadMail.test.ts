import { describe, expect, it } from 'vitest';
import { leadMail } from './leadMail.ts';

const facts = {
  botName: 'Loja\nBot',
  protocol: '2026112400001',
  name: 'Ana',
  email: null,
  phone: '+5511987654321',
};

describe('leadMail', () => {
  it('speaks the recipient’s language, pt-BR when unknown, and leaves out what was not collected', () => {
    expect(leadMail('en-US', facts)).toEqual({
      subject: 'Prosa: new lead on the chatbot Loja Bot',
      text: 'The chatbot Loja\nBot collected a new lead.\n\nName: Ana\nPhone: +5511987654321\nConversation protocol: 2026112400001\n',
    });
    expect(leadMail('es', facts).subject).toBe('Prosa: nuevo lead en el chatbot Loja Bot');
    expect(leadMail(null, facts).text).toContain('Telefone: +5511987654321');
    expect(leadMail('xx', { ...facts, name: '' }).text).not.toContain('Nome');
  });
});
