import type { AttachmentRef, WebchatUploadResult } from '@prosa/contracts';
import type { VisitorIdentity } from './visitorIdentity.ts';

export type UploadOutcome = { ok: true; attachment: AttachmentRef } | { ok: false; message: string | null };

// Sends the file as the raw body; the server checks it again and answers a catalogue error
// whose message (already in the visitor's language) is shown as is.
export async function uploadAttachment(
  origin: string,
  botToken: string,
  identity: VisitorIdentity,
  file: File,
): Promise<UploadOutcome> {
  const query = new URLSearchParams({ bot: botToken, visitor: identity.visitorId });
  try {
    const response = await fetch(`${origin}/api/webchat/attachments?${query}`, {
      method: 'POST',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'X-File-Name': encodeURIComponent(file.name),
        // A header, not the address: addresses end up in logs.
        'X-Visitor-Secret': identity.visitorSecret,
      },
      body: file,
    });
    const body = (await response.json().catch(() => null)) as
      | (WebchatUploadResult & { error?: { message?: string } })
      | null;
    if (response.ok && body?.attachment) return { ok: true, attachment: body.attachment };
    return { ok: false, message: body?.error?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
}
