import { claimDueReceipts, purgeProcessedReceipts } from './inboundReceiptRepository.ts';
import { type ProcessServices, processInboundReceipts } from './processInboundReceipts.ts';

// Finishes what a webhook recorded but did not process: its process crashed after answering, or an
// attempt failed. Runs at start and then on the channels' job schedule, batch after batch; then
// deletes a batch of receipts past their keeping time (purgeProcessedReceipts).
export async function sweepInboundReceipts(services: ProcessServices, publicUrl: string) {
  const { db } = services.database;
  for (;;) {
    const due = await claimDueReceipts(db, services.clock.now(), 100);
    if (due.length === 0) break;
    await processInboundReceipts(services, due, publicUrl);
  }
  await purgeProcessedReceipts(db, services.clock.now(), 5_000);
}
