import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { parseInboundEmail } from './parseInboundEmail.ts';

const at = new Date('2026-11-27T05:00:00Z');
const parse = async (raw: string) => parseInboundEmail(await simpleParser(raw.replace(/\n/g, '\r\n')), at);

describe('parseInboundEmail', () => {
  it('reads a reply: sender, subject, text and the ids it answers', async () => {
    const event = await parse(`From: Maria <Maria@Cliente.com.br>
To: contato@loja.example.com
Subject: Re: seu pedido
Message-ID: <r1@cliente.com.br>
In-Reply-To: <m2@loja.example.com>
References: <m1@loja.example.com> <m2@loja.example.com>
Date: Fri, 27 Nov 2026 04:59:00 +0000
Content-Type: text/plain; charset=utf-8

Obrigada! Quando chega?
`);
    expect(event).toMatchObject({
      kind: 'message',
      providerMessageId: '<r1@cliente.com.br>',
      from: 'maria@cliente.com.br',
      profileName: 'Maria',
      subject: 'Re: seu pedido',
      text: 'Obrigada! Quando chega?',
      threadKeys: ['<m2@loja.example.com>', '<m1@loja.example.com>'],
    });
  });

  it('keeps only text of an HTML-only e-mail: no tags, no script', async () => {
    const event = await parse(`From: joao@cliente.com.br
Subject: Oi
Message-ID: <h1@cliente.com.br>
Content-Type: text/html; charset=utf-8

<p>Quero <b>cancelar</b></p><script>alert(1)</script><img src=x onerror=alert(2)>
`);
    expect(event?.kind).toBe('message');
    const text = event?.kind === 'message' ? event.text : '';
    expect(text).toContain('Quero cancelar');
    expect(text).not.toMatch(/<|alert/);
  });

  it('turns a delivery status notification into a hard bounce of the message it names', async () => {
    const event = await parse(`From: MAILER-DAEMON@mx.cliente.com.br
To: contato@loja.example.com
Subject: Undelivered Mail Returned to Sender
Message-ID: <dsn1@mx.cliente.com.br>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b1"

--b1
Content-Type: text/plain

The mail could not be delivered.
--b1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.cliente.com.br

Final-Recipient: rfc822; ninguem@cliente.com.br
Action: failed
Status: 5.1.1

--b1
Content-Type: text/rfc822-headers

From: contato@loja.example.com
Message-ID: <m9@loja.example.com>
Subject: Seu pedido

--b1--
`);
    expect(event).toMatchObject({
      kind: 'status',
      providerMessageId: '<m9@loja.example.com>',
      status: 'failed',
      errorCode: 'emailHardBounce',
      errorTitle: '5.1.1',
    });
  });
});
