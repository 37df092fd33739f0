// A web address the panel may show as a link, or null: http and https only, so a stored value can
// never become a javascript: or data: link.
export function parseHttpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null;
  try {
    return new URL(trimmed).hostname ? trimmed : null;
  } catch {
    return null;
  }
}
