// A delivery status notification (RFC 3464, multipart/report; report-type=delivery-status): per
// recipient an `Action` and a `Status` (RFC 3463 enhanced code, class.subject.detail). Class 5 is a
// permanent failure (hard bounce: the address is not to be mailed again); class 4 a persistent
// transient one (soft bounce: the message failed, the address stays). `delayed` and `delivered`
// reports are not bounces.
export type BounceKind = 'hard' | 'soft';

export interface Bounce {
  kind: BounceKind;
  recipient: string | null;
  status: string;
  // The Message-ID of the message that bounced, when the report names it.
  originalMessageId: string | null;
}

// Header-like "Field: value" lines of a delivery-status body, split in blocks by blank lines
// (the per-message block, then one per recipient). Continuation lines join their field.
function fieldBlocks(text: string): Array<Map<string, string>> {
  const blocks: Array<Map<string, string>> = [];
  let current = new Map<string, string>();
  let last = '';
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (line.trim() === '') {
      if (current.size > 0) blocks.push(current);
      current = new Map();
      continue;
    }
    if (/^\s/.test(line) && last) {
      current.set(last, `${current.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    current.set(last, line.slice(colon + 1).trim());
  }
  if (current.size > 0) blocks.push(current);
  return blocks;
}

// The first failed recipient of a delivery-status part, or null when nothing failed.
export function classifyBounce(deliveryStatus: string, originalHeaders = ''): Bounce | null {
  const blocks = fieldBlocks(deliveryStatus);
  const originalMessageId =
    blocks[0]?.get('original-envelope-id')?.match(/<[^<>\s]+>/)?.[0] ??
    /^message-id:\s*(<[^<>\s]+>)/im.exec(originalHeaders)?.[1] ??
    null;
  for (const block of blocks) {
    const action = block.get('action')?.toLowerCase();
    const status = block.get('status')?.match(/\b([245])\.\d{1,3}\.\d{1,3}\b/);
    if (action !== 'failed' || !status?.[0]) continue;
    const recipient = (block.get('final-recipient') ?? block.get('original-recipient') ?? '')
      .replace(/^rfc822;\s*/i, '')
      .trim();
    return {
      kind: status[1] === '5' ? 'hard' : 'soft',
      recipient: recipient || null,
      status: status[0],
      originalMessageId,
    };
  }
  return null;
}
