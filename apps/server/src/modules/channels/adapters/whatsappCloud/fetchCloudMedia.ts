import type { AdapterChannel, HttpFetch } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { graphJson, graphRequest, graphUrl } from './graphRequest.ts';

// A customer's media: GET /{media-id} answers a short-lived URL, which is downloaded with the same
// bearer token. The file name: the document's own when the webhook gave one (the layer keeps it),
// else the media id with the type's extension.
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

export async function fetchCloudMedia(
  channel: AdapterChannel,
  ref: string,
  http: HttpFetch,
): Promise<{ bytes: Buffer; mime: string; name: string }> {
  const info = await graphJson(channel, http, graphUrl(channel, encodeURIComponent(ref)));
  if (typeof info.url !== 'string')
    throw new ProviderError('media_url', false, 'The media has no download URL');
  const response = await graphRequest(channel, http, info.url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const mime =
    (typeof info.mime_type === 'string' && info.mime_type) ||
    response.headers.get('content-type') ||
    'application/octet-stream';
  const base = mime.split(';')[0]?.trim() ?? '';
  return { bytes, mime, name: `${ref}.${extensions[base] ?? 'bin'}` };
}
