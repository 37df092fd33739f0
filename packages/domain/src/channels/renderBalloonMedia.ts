import type { BalloonMedia } from '@prosa/contracts';
import type { ChannelCapabilities } from './renderChoices.ts';

// A flow balloon's image, video or document as a channel that sends media by link (WhatsApp) gets
// it: the author's URL, a type guessed from its extension within the balloon's kind, a file name,
// and the caption as the text. The provider downloads the URL itself (the server never fetches
// it), so only an absolute http(s) URL qualifies; anything else, a caption longer than the
// channel takes, and every channel without media by link keep the balloon's stored text (caption
// and link). The type decides what WhatsApp
// shows (adapters' whatsappMediaKind): a JPEG or PNG image, an MP4 or 3GPP video, and anything
// else — a GIF, a URL without a known extension, every document line — as a document.

export interface BalloonMediaRendering {
  text: string;
  media: { url: string; mime: string; name: string };
}

const octetStream = 'application/octet-stream';

const mimeByKind: Record<BalloonMedia['kind'], Record<string, string>> = {
  image: { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' },
  video: {
    mp4: 'video/mp4',
    '3gp': 'video/3gpp',
    '3gpp': 'video/3gpp',
    webm: 'video/webm',
    mov: 'video/quicktime',
  },
  // A document line is a file to keep, whatever it holds: its images and videos are not typed as
  // such, so they too go as documents.
  document: {
    pdf: 'application/pdf',
    txt: 'text/plain',
    csv: 'text/csv',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    zip: 'application/zip',
  },
};

const maxNameLength = 240;

export function renderBalloonMedia(
  media: BalloonMedia | null | undefined,
  capabilities: ChannelCapabilities,
): BalloonMediaRendering | null {
  if (!media || !capabilities.mediaByLink) return null;
  const url = providerFetchableUrl(media.url);
  if (!url) return null;
  const segment = lastPathSegment(url);
  const fileName = media.kind === 'document' ? media.fileName?.trim() : undefined;
  const name = (fileName || segment || media.kind).slice(0, maxNameLength);
  const extension = extensionOf(segment) ?? (fileName ? extensionOf(fileName) : null);
  const mime = (extension && mimeByKind[media.kind][extension]) || octetStream;
  const text = media.kind === 'document' ? '' : (media.caption ?? '');
  if (text.length > capabilities.captionMax) return null;
  return { text, media: { url: url.href, mime, name } };
}

// An absolute http or https URL with a host and no credentials in it: what a provider can fetch
// and we may hand over. Relative links (the editor's examples) and other schemes stay text.
function providerFetchableUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

function lastPathSegment(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}
