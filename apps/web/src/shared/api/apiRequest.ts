import { ApiError } from './ApiError.ts';

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

// Every panel call goes through here (typed by the route map in api.ts): JSON in and out, the session's CSRF token echoed on writes,
// and errors turned into ApiError with the catalogue code. A network failure is the spec's
// connection error.
export function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return send<T>(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
}

// A file sent as the raw body (not JSON, not multipart: the server streams it to disk), its name
// in a header; the answer and any refusal as apiRequest gives them.
export function uploadFile<T>(path: string, file: Blob, name: string): Promise<T> {
  const headers = {
    'content-type': file.type || 'application/octet-stream',
    'x-file-name': encodeURIComponent(name),
  };
  return send<T>('POST', path, headers, file);
}

async function send<T>(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
  const csrf = readCookie('prosa_csrf');
  if (method !== 'GET' && csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin', body });
  } catch {
    throw new ApiError(0, 'generic.connection', 'connection');
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'generic.unexpected',
      error?.message ?? response.statusText,
      error?.details,
    );
  }
  return data as T;
}
