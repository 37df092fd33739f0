import { describe, expect, it } from 'vitest';
import { checkTemplateParts, emailSubjectShown } from './checkTemplateParts.ts';

const reply = (text: string) => ({ kind: 'reply' as const, text });

describe('checkTemplateParts', () => {
  it('takes WhatsApp headers and buttons within their limits', () => {
    expect(
      checkTemplateParts('whatsapp', {
        header: { kind: 'image', value: 'https://cdn.example.com/natal.png' },
        buttons: [
          reply('Quero'),
          { kind: 'url', text: 'Ver oferta', value: 'https://loja.example.com/natal' },
          { kind: 'phone', text: 'Ligar', value: '+5511987654321' },
        ],
      }),
    ).toBeNull();
    expect(checkTemplateParts('whatsapp', { header: { kind: 'text', value: 'x'.repeat(60) } })).toBeNull();
  });

  it.each([
    [{ header: { kind: 'text' as const, value: 'x'.repeat(61) } }, 'broadcast.templateHeaderInvalid'],
    [{ header: { kind: 'video' as const, value: 'javascript:alert(1)' } }, 'broadcast.templateHeaderInvalid'],
    [{ header: { kind: 'document' as const, value: '' } }, 'broadcast.templateHeaderInvalid'],
    [{ buttons: Array.from({ length: 11 }, () => reply('Sim')) }, 'broadcast.templateButtonsInvalid'],
    [{ buttons: [reply('x'.repeat(26))] }, 'broadcast.templateButtonsInvalid'],
    [{ buttons: [reply('')] }, 'broadcast.templateButtonsInvalid'],
    [
      {
        buttons: [1, 2, 3].map((n) => ({
          kind: 'url' as const,
          text: `Site ${n}`,
          value: 'https://a.example',
        })),
      },
      'broadcast.templateButtonsInvalid',
    ],
    [
      {
        buttons: [
          { kind: 'phone' as const, text: 'A', value: '+5511987654321' },
          { kind: 'phone' as const, text: 'B', value: '+5511987654322' },
        ],
      },
      'broadcast.templateButtonsInvalid',
    ],
    [
      { buttons: [{ kind: 'phone' as const, text: 'Ligar', value: '11 98765' }] },
      'broadcast.templateButtonsInvalid',
    ],
    [
      { buttons: [{ kind: 'url' as const, text: 'Site', value: 'ftp://a.example' }] },
      'broadcast.templateButtonsInvalid',
    ],
  ])('refuses %j', (parts, error) => {
    expect(checkTemplateParts('whatsapp', parts)).toBe(error);
  });

  it('lets a text header and a URL button end hold {{1}} only when the body has variables', () => {
    const header = { kind: 'text' as const, value: 'Pedido {{1}}' };
    const button = { kind: 'url' as const, text: 'Rastrear', value: 'https://loja.example.com/p/{{1}}' };
    expect(checkTemplateParts('whatsapp', { body: 'Olá {{1}}!', header, buttons: [button] })).toBeNull();
    expect(checkTemplateParts('whatsapp', { body: 'Olá!', header })).toBe('broadcast.templateHeaderInvalid');
    expect(checkTemplateParts('whatsapp', { body: 'Olá!', buttons: [button] })).toBe(
      'broadcast.templateButtonsInvalid',
    );
    const body = 'Olá {{1}} e {{2}}!';
    expect(checkTemplateParts('whatsapp', { body, header: { kind: 'text', value: 'Pedido {{2}}' } })).toBe(
      'broadcast.templateHeaderInvalid',
    );
    expect(
      checkTemplateParts('whatsapp', { body, header: { kind: 'image', value: 'https://a.example/{{1}}' } }),
    ).toBe('broadcast.templateHeaderInvalid');
    expect(
      checkTemplateParts('whatsapp', {
        body,
        buttons: [{ ...button, value: 'https://loja.example.com/{{1}}/rastreio' }],
      }),
    ).toBe('broadcast.templateButtonsInvalid');
  });

  it('keeps each part to its channel, and requires an e-mail subject', () => {
    expect(checkTemplateParts('sms', { buttons: [reply('Sim')] })).toBe(
      'broadcast.templatePartsNotOnChannel',
    );
    expect(checkTemplateParts('whatsapp', { emailSubject: 'Oi' })).toBe(
      'broadcast.templatePartsNotOnChannel',
    );
    expect(checkTemplateParts('email', { emailHtml: '<p>Oi</p>' })).toBe('broadcast.templateSubjectInvalid');
    expect(
      checkTemplateParts('email', { emailSubject: 'Oferta', emailHtml: '<p>Oi</p>', emailText: 'Oi' }),
    ).toBeNull();
    expect(checkTemplateParts('sms', {})).toBeNull();
  });
});

describe('emailSubjectShown', () => {
  const subject = 'Sua oferta de Natal chegou: 30% de desconto em toda a loja até domingo';
  it('cuts at about 35 characters on mobile and 70 on desktop', () => {
    expect([...emailSubjectShown(subject, 'mobile')].length).toBeGreaterThan(30);
    expect([...emailSubjectShown(subject, 'mobile')].length).toBeLessThanOrEqual(35);
    expect(emailSubjectShown(subject, 'mobile').endsWith('…')).toBe(true);
    expect(emailSubjectShown(subject, 'desktop')).toBe(subject);
    expect([...emailSubjectShown(`${subject} e segunda`, 'desktop')].length).toBeLessThanOrEqual(70);
    expect(emailSubjectShown(`${subject} e segunda`, 'desktop').endsWith('…')).toBe(true);
    expect(emailSubjectShown('Curto', 'mobile')).toBe('Curto');
  });
});
