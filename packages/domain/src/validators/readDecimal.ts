// Reads a typed decimal in either convention, 1.234,56 or 1,234.56: when both separators appear
// the last one is the decimal mark; a lone separator followed by exactly three digits groups
// thousands (1.500 and 1,500 are both fifteen hundred); any other lone one is the decimal mark.
// Groups must be of three digits. Returns the sign, the integer digits and the decimals as text,
// so no precision is lost.
export interface Decimal {
  isNegative: boolean;
  integer: string;
  fraction: string;
}

export function readDecimal(text: string): Decimal | null {
  let body = text.trim();
  const isNegative = body.startsWith('-');
  if (isNegative || body.startsWith('+')) body = body.slice(1).trimStart();
  if (!/^\d[\d.,]*$/.test(body) || /[.,]$/.test(body)) return null;
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last < 0) return { isNegative, integer: trimZeros(body), fraction: '' };
  const mark = body.charAt(last);
  const other = mark === '.' ? ',' : '.';
  const after = body.slice(last + 1);
  const marks = body.split(mark).length - 1;
  const hasOther = body.includes(other);
  const isGrouped = (integer: string, separator: string) =>
    !integer.includes(separator) || new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`).test(integer);

  if (hasOther) {
    const integer = body.slice(0, last);
    if (marks !== 1 || !isGrouped(integer, other)) return null;
    return { isNegative, integer: trimZeros(integer.replaceAll(other, '')), fraction: after };
  }
  if (marks === 1 && !(after.length === 3 && isGrouped(body, mark)))
    return { isNegative, integer: trimZeros(body.slice(0, last)), fraction: after };
  if (!isGrouped(body, mark)) return null;
  return { isNegative, integer: trimZeros(body.replaceAll(mark, '')), fraction: '' };
}

const trimZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');
