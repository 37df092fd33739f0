// A phone as people type it ("(11) 98765-4321"): digits with spaces, dots, dashes or brackets,
// 6 to 15 digits in all, as the profile contract takes them once the formatting is stripped.
export function isNationalPhone(typed: string): boolean {
  if (!/^[\d\s().-]*$/.test(typed)) return false;
  const count = typed.replace(/\D/g, '').length;
  return count >= 6 && count <= 15;
}
