import type { AdapterChannel, HttpFetch } from '../ChannelAdapter.ts';
import { mediaFileName, providerFetch } from '../providerFetch.ts';
import {
  type TelegramAnswer,
  telegramApiBaseUrl,
  telegramError,
  telegramRequest,
} from './telegramRequest.ts';

// The download serves most files as application/octet-stream: the type comes from the path's
// extension (photos/file_1.jpg, voice/file_2.oga, documents/file_3.pdf) when the header says nothing.
const mimeOfExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

// A customer's file: getFile names its path, then `{base}/file/bot{token}/{file_path}` serves it
// (core.telegram.org/bots/api#getfile; links last an hour, so it is fetched at once).
export async function fetchTelegramFile(channel: AdapterChannel, fileId: string, http: HttpFetch) {
  const file = await telegramRequest<{ file_path?: string }>(channel, 'getFile', { file_id: fileId }, http);
  const path = file.file_path ?? '';
  const url = `${telegramApiBaseUrl(channel)}/file/bot${channel.secrets.botToken ?? ''}/${path}`;
  const response = await providerFetch(http, url, {});
  if (!response.ok)
    throw telegramError(
      response.status,
      (await response.json().catch(() => null)) as TelegramAnswer<unknown> | null,
    );
  const header = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  const mime =
    header && header !== 'application/octet-stream'
      ? header
      : (mimeOfExtension[extension] ?? 'application/octet-stream');
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    mime,
    name: mediaFileName(url, mime),
  };
}
