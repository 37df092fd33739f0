import type { Sandbox } from '@prosa/sandbox';

// What the bench reads off the provider fake: every message it accepted for the bench number (by
// our text), the sends that repeated an accepted message id (biz_opaque_callback_data), and the
// refusals over its 80 msg/s cap (130429). Hooks go in before the sandbox starts.
export function watchSandbox(sandbox: Sandbox, phoneNumberId: string) {
  const counts = { resends: 0, capRefusals: 0 };
  sandbox.app.addHook('preHandler', async (request) => {
    const body = request.body as { biz_opaque_callback_data?: unknown } | undefined;
    const reference = body?.biz_opaque_callback_data;
    if (request.method !== 'POST' || !request.url.endsWith('/messages') || typeof reference !== 'string')
      return;
    const number = sandbox.runtime.store.findNumber('cloud', phoneNumberId);
    if (number && sandbox.runtime.store.findByReference(number, reference)) counts.resends++;
  });
  sandbox.app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string' && payload.includes('"code":130429')) counts.capRefusals++;
    return payload;
  });
  const outgoing = (customers: string[]) =>
    customers.flatMap((customer) =>
      sandbox.runtime.store
        .thread('cloud', phoneNumberId, customer)
        .filter((message) => message.direction === 'out')
        .map((message) => ({ text: message.text, at: Date.parse(message.at) })),
    );
  return {
    counts,
    // Every business message the fake accepted for these customers between two times (ms): the
    // run's own and the rest (a room's first answer also sends the customer the system's notice).
    acceptedBetween: (customers: string[], from: number, to: number) =>
      outgoing(customers).filter((message) => message.at >= from && message.at <= to),
    // Accepted business messages whose text starts with `prefix`, with the times the fake took them.
    accepted: (customers: string[], prefix: string) =>
      outgoing(customers).filter((message) => message.text.startsWith(prefix)),
  };
}

export type WatchedSandbox = ReturnType<typeof watchSandbox>;
