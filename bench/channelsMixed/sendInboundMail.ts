import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

interface Reply {
  code: number;
  text: string;
}

// One SMTP connection of a sending server, as small as the bench needs: commands one after the
// other, each resolved by its whole (possibly multi-line) reply. Without Nagle's delay, as the
// endpoint's sockets are: a mail's last small write (the ending dot) otherwise waited for the
// acknowledgement of the one before it, which the endpoint delays up to 40 ms.
class SmtpConnection {
  private buffer = '';
  private lines: string[] = [];
  private readonly waiting: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.read(chunk));
    const fail = (error: Error) => {
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('SMTP connection closed')));
  }

  static async open(port: number) {
    const connection = new SmtpConnection(connect(port, '127.0.0.1'));
    await connection.expect(null, 220);
    await connection.expect('EHLO clientes.bench.test', 250);
    return connection;
  }

  // Sends `line` (null: only waits, for the greeting) and checks the reply's code.
  expect(line: string | null, code: number) {
    return this.pipeline(line === null ? [] : [line], [code]).then((replies) => replies[0] as Reply);
  }

  // Sends the lines in one write and checks each reply's code, in order (RFC 2920 PIPELINING, as
  // sending servers do with MAIL FROM, RCPT TO and DATA; the endpoint announces it).
  pipeline(lines: string[], codes: number[]) {
    const replies = codes.map(
      (code) =>
        new Promise<Reply>((resolve, reject) => {
          this.waiting.push({
            resolve: (reply) =>
              reply.code === code ? resolve(reply) : reject(new Error(`SMTP ${reply.code}: ${reply.text}`)),
            reject,
          });
        }),
    );
    if (lines.length > 0) this.socket.write(lines.map((line) => `${line}\r\n`).join(''));
    return Promise.all(replies);
  }

  close() {
    this.socket.end('QUIT\r\n');
  }

  private read(chunk: string) {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\r\n'); end !== -1; end = this.buffer.indexOf('\r\n')) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.lines.push(line);
      // "250-…" continues a reply, "250 …" ends it.
      if (line[3] === '-') continue;
      const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
      this.lines = [];
      this.waiting.shift()?.resolve(reply);
    }
  }
}

// Customers' mail as sending servers hand it to Prosa's inbound SMTP endpoint, pipelining MAIL FROM,
// RCPT TO and DATA as they do. A send answers how long the endpoint took over the mail (ms): MAIL
// FROM to the 250 after its data, on a connection already open, the e-mail counterpart of a
// webhook's request and 200. A connection is opened for
// each mail that finds none idle, so no mail waits for another's turn in the client: a pooled
// client's queue was in the figure before (p99 485 ms with nodemailer's pool of 8), and it said
// nothing of the endpoint. Throws on a refusal.
export function inboundMailer(port: number) {
  const idle: SmtpConnection[] = [];
  const all: SmtpConnection[] = [];
  return {
    async send(mail: { from: string; to: string; messageId: string; text: string }) {
      let connection = idle.pop();
      if (!connection) {
        connection = await SmtpConnection.open(port);
        all.push(connection);
      }
      const data = [
        `From: <${mail.from}>`,
        `To: <${mail.to}>`,
        'Subject: Bench',
        `Message-ID: ${mail.messageId}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        // Dot-stuffing (RFC 5321 §4.5.2): a line starting with a dot gets another.
        ...mail.text.split('\n').map((line) => (line.startsWith('.') ? `.${line}` : line)),
      ].join('\r\n');
      const started = performance.now();
      await connection.pipeline(
        [`MAIL FROM:<${mail.from}>`, `RCPT TO:<${mail.to}>`, 'DATA'],
        [250, 250, 354],
      );
      await connection.expect(`${data}\r\n.`, 250);
      const elapsed = performance.now() - started;
      idle.push(connection);
      return elapsed;
    },
    close() {
      for (const connection of all) connection.close();
    },
  };
}
