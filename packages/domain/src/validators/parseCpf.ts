// CPF: 9 digits and two mod-11 check digits, typed with or without dots and dash. The repeated
// digits (000.000.000-00 …) pass the arithmetic but are not issued, so they are refused.
export function cpfCheckDigits(body: string): string {
  const digits = [...body].map(Number);
  const first = mod11(digits, 10);
  const second = mod11([...digits, first], 11);
  return `${first}${second}`;
}

function mod11(digits: number[], firstWeight: number) {
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

// The 11 digits of a valid CPF, or null.
export function parseCpf(text: string): string | null {
  if (!/^[\d.\-\s]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return null;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9) ? digits : null;
}
