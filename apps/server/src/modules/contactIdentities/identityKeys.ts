// The key an e-mail or a phone identity is stored and matched by, so "Ana@X.com " and
// "ana@x.com" are one person, and "+55 (11) 98888-7777" and "5511988887777" one number.
// Null when nothing usable is left.
export function emailKey(raw: string | null | undefined): string | null {
  const key = raw?.trim().toLowerCase() ?? '';
  return key.includes('@') && key.length <= 320 ? key : null;
}

// Digits only: the CRM stores E.164 ("+5511…") and a data collection whatever the visitor typed.
// Fewer than 8 digits cannot tell people apart, so they are no key.
export function phoneKey(raw: string | null | undefined): string | null {
  const digits = raw?.replace(/\D/g, '') ?? '';
  return digits.length >= 8 && digits.length <= 20 ? digits : null;
}
