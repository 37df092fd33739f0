// What Cloud does with a media message sent by link: it downloads the file before delivering it.
// The fake does the same, so a link the customer could never open fails the message (131053) in
// tests and in the simulator. The type is the one the server answers with; the name its
// Content-Disposition's, when it gives one.

const timeoutMs = 10_000;
// Cloud's largest media (documents): 100 MB.
const maxBytes = 100 * 1024 * 1024;

export type DownloadedMedia = { mime: string | null; name: string | null; size: number };

export async function downloadMediaLink(link: string): Promise<DownloadedMedia | null> {
  try {
    const response = await fetch(link, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const bytes = await response.arrayBuffer();
    if (bytes.byteLength > maxBytes) return null;
    const mime = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || null;
    return { mime, name: fileNameOf(response.headers.get('content-disposition')), size: bytes.byteLength };
  } catch {
    return null;
  }
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}
