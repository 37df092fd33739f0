import { randomBytes } from 'node:crypto';

interface UploadSession {
  appId: string;
  token: string;
  length: number;
  type: string;
  name: string;
  handle: string | null;
}

// The file types a template's media header sample may have (Meta's Resumable Upload API).
export const uploadableTypes = ['image/jpeg', 'image/png', 'video/mp4', 'application/pdf'];

// Meta's Resumable Upload API as the fake keeps it: a session opened on an app with the file's
// length and type (POST /{app-id}/uploads → { id: "upload:…?sig=…" }), then the bytes at offset 0
// (POST /{upload-id} → { h }), the handle a template's media header takes as its example. What was
// uploaded stays readable by its handle, for tests.
export class ResumableUploads {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly files = new Map<string, { type: string; name: string; bytes: Buffer }>();

  open(input: Omit<UploadSession, 'handle'>) {
    const key = randomBytes(12).toString('base64url');
    this.sessions.set(key, { ...input, handle: null });
    return `upload:${key}?sig=${randomBytes(8).toString('base64url')}`;
  }

  // The session an upload id names (its path part; the signature is the query's).
  session(uploadId: string) {
    return this.sessions.get(uploadId.replace(/^upload:/, '')) ?? null;
  }

  finish(session: UploadSession, bytes: Buffer) {
    session.handle ??= `4::${randomBytes(24).toString('base64url')}`;
    this.files.set(session.handle, { type: session.type, name: session.name, bytes });
    return session.handle;
  }

  file(handle: string) {
    return this.files.get(handle) ?? null;
  }
}
