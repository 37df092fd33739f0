// A Brazilian CEP as "00000-000", or null. Typed plain, with the dash or in the old "00.000-000".
export function parseCep(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : null;
}
