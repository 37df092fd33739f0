// The inbound mail parser's thread (createMailParser.ts): mailparser reads a mail in many small
// steps, each waiting for the event loop, so on the server's own loop a mail took 60-200 ms under
// load and a large one held the loop while it decoded. Here the loop is the parser's alone.
import { parentPort } from 'node:worker_threads';
import { simpleParser } from 'mailparser';

parentPort?.on('message', async ({ id, raw }) => {
  try {
    const mail = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
    parentPort?.postMessage({ id, mail });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
