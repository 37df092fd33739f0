import { claimDueReceipts } from './inboundReceiptRepository.ts';
import { type ProcessServices, processInboundReceipts } from './processInboundReceipts.ts';

// Finishes what a webhook recorded but did not process: its process crashed after answering, or an
// attempt failed. Runs at start and then on the channels' job schedule, batch after batch.
export async function sweepInboundReceipts(services: ProcessServices, publicUrl: string) {
  for (;;) {
    const due = await claimDueReceipts(services.database.db, services.clock.now(), 100);
    if (due.length === 0) return;
    await processInboundReceipts(services, due, publicUrl);
  }
}
