// The survey's contact phone as the API takes it: digits with an optional leading "+", so that
// "+55 (11) 98765-4321" and "11 98765 4321" are both accepted. Null when nothing was typed.
export function contactPhone(typed: string): string | null {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

// Same rule as the contract: 8 to 16 digits.
export const isContactPhone = (typed: string) => /^\+?\d{8,16}$/.test(contactPhone(typed) ?? '');
