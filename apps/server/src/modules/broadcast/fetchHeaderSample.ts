import type { BroadcastTemplateHeader } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { SubmissionFile } from '../channels/index.ts';
import { fetchPublicFile, type ResolveHost } from '../flows/index.ts';

const megabyte = 1024 * 1024;

// What a media header's sample may be, per kind: the types and sizes WhatsApp takes for a
// template's header (Resumable Upload's file types).
type MediaHeader = BroadcastTemplateHeader & { kind: 'image' | 'video' | 'document' };

export const isMediaHeader = (header: BroadcastTemplateHeader | null | undefined): header is MediaHeader =>
  header !== null && header !== undefined && header.kind !== 'text';

const accepted: Record<MediaHeader['kind'], { types: string[]; maxBytes: number }> = {
  image: { types: ['image/jpeg', 'image/png'], maxBytes: 5 * megabyte },
  video: { types: ['video/mp4'], maxBytes: 16 * megabyte },
  document: { types: ['application/pdf'], maxBytes: 16 * megabyte },
};

// A template's media header file from the link the user gave, through the SSRF guard (every hop
// checked: a link cannot reach the internal network), for the provider's sample upload. A link that
// does not answer 200 with a file of the kind's types and size is `broadcast.headerSampleUnreachable`.
export async function fetchHeaderSample(
  header: MediaHeader,
  options: { isProduction: boolean; resolveHost?: ResolveHost },
): Promise<SubmissionFile> {
  const { types, maxBytes } = accepted[header.kind];
  const response = await fetchPublicFile({
    url: header.value,
    accept: types.join(', '),
    maxBytes,
    isProduction: options.isProduction,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  });
  if (!response.ok || response.status !== 200) throw new CatalogueError('broadcast.headerSampleUnreachable');
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (!type || !types.includes(type)) throw new CatalogueError('broadcast.headerSampleUnreachable');
  const name = decodeURIComponent(new URL(header.value).pathname.split('/').at(-1) || header.kind);
  return { name: name.slice(0, 200), type, bytes: response.body };
}
