import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailParser, type MailParser } from './createMailParser.ts';

const mail = [
  'From: Ana Souza <ana@cliente.example.com>',
  'To: contato@loja.example.com',
  'Subject: =?UTF-8?Q?Or=C3=A7amento?=',
  'Message-ID: <abc.1@cliente.example.com>',
  'In-Reply-To: <prosa.9@loja.example.com>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b"',
  '',
  '--b',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Quero um orçamento.',
  '--b',
  'Content-Type: application/pdf; name="pedido.pdf"',
  'Content-Disposition: attachment; filename="pedido.pdf"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('%PDF-1.4 pedido').toString('base64'),
  '--b--',
  '',
].join('\r\n');

const parsers: MailParser[] = [];
const newParser = (workerFile?: URL) => {
  const parser = workerFile ? createMailParser(workerFile) : createMailParser();
  parsers.push(parser);
  return parser;
};
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((parser) => parser.close()));
});

describe('createMailParser', () => {
  it('answers what mailparser makes of a mail, its headers as a Map and its files as Buffers', async () => {
    const parsed = await newParser().parse(Buffer.from(mail));
    expect(parsed).toMatchObject({
      subject: 'Orçamento',
      messageId: '<abc.1@cliente.example.com>',
      inReplyTo: '<prosa.9@loja.example.com>',
      text: 'Quero um orçamento.',
    });
    expect(parsed.from?.value[0]).toEqual({ address: 'ana@cliente.example.com', name: 'Ana Souza' });
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/mixed' });
    const [file] = parsed.attachments;
    expect(file?.filename).toBe('pedido.pdf');
    expect(Buffer.isBuffer(file?.content)).toBe(true);
    expect(file?.content.toString('utf8')).toBe('%PDF-1.4 pedido');
  });

  it('parses mails sent together, each answered with its own', async () => {
    const parser = newParser();
    const subjects = Array.from({ length: 20 }, (_, index) => `Pedido ${index}`);
    const parsed = await Promise.all(
      subjects.map((subject) =>
        parser.parse(Buffer.from(mail.replace('=?UTF-8?Q?Or=C3=A7amento?=', subject))),
      ),
    );
    expect(parsed.map((one) => one.subject)).toEqual(subjects);
  });

  it('fails the mails a dying worker holds, and starts a new one for the next', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'prosa-mail-worker-'));
    try {
      // A worker that dies on its first mail and parses nothing: every mail fails, none hangs.
      const file = join(folder, 'dying.mjs');
      writeFileSync(
        file,
        "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
      );
      const parser = newParser(pathToFileURL(file));
      await expect(parser.parse(Buffer.from(mail))).rejects.toThrow('mail parser stopped');
      await expect(parser.parse(Buffer.from(mail))).rejects.toThrow('mail parser stopped');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // The real worker takes junk as a mail without a body, and goes on parsing.
    const parser = newParser();
    expect((await parser.parse(Buffer.from('not a mail at all'))).text).toBeUndefined();
    expect((await parser.parse(Buffer.from(mail))).subject).toBe('Orçamento');
  });
});
