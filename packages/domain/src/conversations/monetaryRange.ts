// The conversation search's money (spec core.md §5): BRL writes dot thousands and comma decimals
// ("1.234,56"), other currencies the reverse ("1,234.56"); a plain number with two decimals
// ("1234.56" or "1234,56") is taken as is. In cents; null when it is not money.
export function parseSearchMoney(text: string, currency: string): number | null {
  const value = text.trim().replace(/^(?:R\$|US\$|\$)\s*/i, '');
  if (value === '') return null;
  const plain = /^(\d+)[.,](\d{2})$/.exec(value);
  if (plain) return Number(plain[1]) * 100 + Number(plain[2]);
  const [thousands, decimals] = currency === 'BRL' ? ['.', ','] : [',', '.'];
  const literal = (c: string) => `\\${c}`;
  const pattern = new RegExp(
    `^(\\d{1,3}(?:${literal(thousands)}\\d{3})*|\\d+)(?:${literal(decimals)}(\\d{1,2}))?$`,
  );
  const match = pattern.exec(value);
  if (!match) return null;
  const integer = Number((match[1] ?? '').split(thousands).join(''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(integer * 100 + cents)) return null;
  return integer * 100 + cents;
}

// The range a min, a max or both give: a max alone starts from 0; neither is no range; a min above
// the max is refused (null range with `invalid`).
export function monetaryRange(
  min: number | null,
  max: number | null,
): { min: number; max: number | null } | null | 'invalid' {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return 'invalid';
  return { min: min ?? 0, max };
}
