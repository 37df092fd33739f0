// The X-File-Name header: a URI-encoded name from the uploader. Untrusted: path parts and control
// characters go, and it is cut to 200 characters; it is only ever shown as text.
export function uploadFileName(header: string | string[] | undefined): string {
  let name = typeof header === 'string' ? header : '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape keeps the raw text.
  }
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}
