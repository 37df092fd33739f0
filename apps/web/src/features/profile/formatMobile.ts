// A mobile number for display: Brazilian numbers as "+55 (11) 98765-4321", others as
// "+<ddi> <number>". Null when the user has no complete mobile (two-factor by SMS needs one).
export function formatMobile(ddi: string | null, phone: string | null): string | null {
  if (!ddi || !phone) return null;
  const brazilian = ddi === '55' ? phone.match(/^(\d{2})(\d{4,5})(\d{4})$/) : null;
  if (brazilian) return `+55 (${brazilian[1]}) ${brazilian[2]}-${brazilian[3]}`;
  return `+${ddi} ${phone}`;
}
