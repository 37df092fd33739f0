import { performance } from 'node:perf_hooks';
import type { Sandbox } from '@prosa/sandbox';
import { benchPhoneNumberId } from './prepareChannelBench.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each customer's first message goes through the sandbox's customer API (so the fake opens their
// 24-hour window, as Meta would); the chatbot greets and hands the conversation to "Atendimento",
// whose distribution gives it to an online bench attendant, who enters the room.
export async function startCustomers(input: {
  sandbox: Sandbox;
  attendants: { holderOf: Map<string, number> };
  count: number;
  print: (line: string) => void;
}) {
  const phones = Array.from({ length: input.count }, (_, index) => `55119${String(index).padStart(8, '0')}`);
  const started = performance.now();
  for (let first = 0; first < phones.length; first += 50) {
    await Promise.all(
      phones.slice(first, first + 50).map(async (from) => {
        const response = await fetch(`${input.sandbox.url}/_sandbox/customer/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ provider: 'cloud', instanceId: benchPhoneNumberId, from, text: 'oi' }),
        });
        if (!response.ok) throw new Error(`the sandbox refused a customer: ${response.status}`);
      }),
    );
  }
  const deadline = performance.now() + 120_000;
  while (input.attendants.holderOf.size < input.count && performance.now() < deadline) await sleep(100);
  input.print(
    `${input.attendants.holderOf.size} of ${input.count} WhatsApp conversations held by an attendant after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // enterRoom has no ack: let the joins land before anything is measured.
  await sleep(2000);
  return phones;
}
