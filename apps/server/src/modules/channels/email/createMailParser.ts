import { Worker } from 'node:worker_threads';
import type { ParsedMail } from 'mailparser';

export interface MailParser {
  parse(raw: Buffer): Promise<ParsedMail>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (mail: ParsedMail) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type WorkerAnswer = { id: number; mail: ParsedMail } | { id: number; error: string };

// How long one mail may take to parse before its worker is replaced (and the mail refused for now).
const parseTimeoutMs = 30_000;

// mailparser on a thread of its own (parseMailWorker.mjs), started on the first mail. Parses are
// answered in the order they finish; a worker that dies or overruns fails the mails it holds (the
// sending server retries them on the 451 that follows) and the next mail starts a new one. What
// comes back is a structured clone: the attachments' bytes arrive as plain arrays and become
// Buffers again here.
export function createMailParser(workerFile = new URL('./parseMailWorker.mjs', import.meta.url)): MailParser {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const failAll = (error: Error) => {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      pending.delete(id);
      job.reject(error);
    }
  };
  const retire = (error: Error) => {
    const dying = worker;
    worker = null;
    failAll(error);
    void dying?.terminate();
  };
  const start = () => {
    // No execArgv: the worker is plain JavaScript and needs none of the parent's loaders.
    const started = new Worker(workerFile, { execArgv: [] });
    started.unref();
    started.on('message', (answer: WorkerAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      clearTimeout(job.timer);
      if ('error' in answer) job.reject(new Error(`mail not parsed: ${answer.error}`));
      else job.resolve(withBuffers(answer.mail));
    });
    started.on('error', (error) => worker === started && retire(error));
    started.on('exit', () => worker === started && retire(new Error('mail parser stopped')));
    return started;
  };

  return {
    parse(raw) {
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<ParsedMail>((resolve, reject) => {
        const timer = setTimeout(() => retire(new Error('mail parser overran')), parseTimeoutMs);
        pending.set(id, { resolve, reject, timer });
      });
      worker.postMessage({ id, raw });
      return answer;
    },
    async close() {
      const closing = worker;
      worker = null;
      failAll(new Error('mail parser closed'));
      await closing?.terminate();
    },
  };
}

function withBuffers(mail: ParsedMail): ParsedMail {
  for (const part of mail.attachments) {
    const bytes = part.content as unknown as Uint8Array;
    part.content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return mail;
}
