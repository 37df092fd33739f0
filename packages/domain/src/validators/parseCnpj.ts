// CNPJ: 12 characters and two mod-11 check digits. From July 2026 the Receita Federal issues
// alphanumeric CNPJs (letters in the first 12 places, value = char code − 48); numeric ones are the
// same computation, so both are accepted.
const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, ...firstWeights];

export function cnpjCheckDigits(body: string): string {
  const values = [...body.toUpperCase()].map((char) => char.charCodeAt(0) - 48);
  const first = mod11(values, firstWeights);
  const second = mod11([...values, first], secondWeights);
  return `${first}${second}`;
}

function mod11(values: number[], weights: number[]) {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

// The 14 characters of a valid CNPJ (letters upper-cased), or null.
export function parseCnpj(text: string): string | null {
  if (!/^[\dA-Za-z./\-\s]+$/.test(text.trim())) return null;
  const chars = text.replace(/[./\-\s]/g, '').toUpperCase();
  if (!/^[\dA-Z]{12}\d{2}$/.test(chars) || /^(.)\1{13}$/.test(chars)) return null;
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12) ? chars : null;
}
