// A practical e-mail check for typed answers: one @, a dotted domain with a letter TLD, no spaces
// or characters that need quoting. Answers are kept lower-cased.
const localPart = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*$/;
const domainPart = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/;

export function parseEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  if (email.length > 254) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= 64 && localPart.test(local) && domainPart.test(domain) ? email : null;
}
