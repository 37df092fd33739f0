import {
  type AdapterChannel,
  type HttpFetch,
  ProviderError,
  type SubmissionFile,
} from '../ChannelAdapter.ts';
import { graphJson, graphUrl } from './graphRequest.ts';

// An upload session's id as Graph answers it: "upload:<id>", perhaps with "?sig=<signature>", which
// goes into the next call's path as it is (anything else is not put in a URL).
const uploadIdPattern = /^upload:[\w\-=.:]+(\?sig=[\w\-=.]+)?$/;

// A template's media header sample through Meta's Resumable Upload API, for the handle Cloud demands
// as the header's example: a session on the channel's app with the file's name, length and type
// (POST /{app-id}/uploads), then the bytes from offset 0 (POST /{upload-id}, "Authorization: OAuth")
// → { h }. A refusal or a lost call is the Graph call's ProviderError.
export async function uploadCloudHeaderSample(
  channel: AdapterChannel,
  file: SubmissionFile,
  http: HttpFetch,
): Promise<string> {
  const query = new URLSearchParams({
    file_name: file.name,
    file_length: String(file.bytes.length),
    file_type: file.type,
  });
  const appId = encodeURIComponent(channel.config.appId ?? '');
  const session = await graphJson(channel, http, graphUrl(channel, `${appId}/uploads?${query}`), {
    method: 'POST',
  });
  const uploadId = typeof session.id === 'string' ? session.id : '';
  if (!uploadIdPattern.test(uploadId))
    throw new ProviderError('no_upload_id', false, 'Cloud API opened no upload session');
  const uploaded = await graphJson(channel, http, graphUrl(channel, uploadId), {
    method: 'POST',
    authScheme: 'OAuth',
    headers: { file_offset: '0' },
    body: file.bytes,
  });
  if (typeof uploaded.h !== 'string' || uploaded.h === '')
    throw new ProviderError('no_upload_handle', false, 'Cloud API kept the upload without a handle');
  return uploaded.h;
}
