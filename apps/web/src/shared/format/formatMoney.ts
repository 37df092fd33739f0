// Money in the active language's conventions; BRL is the default currency (decisions.md).
export function formatMoney(value: number, language: string, currency = 'BRL'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
}
