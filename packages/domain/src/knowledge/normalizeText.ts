// The form both intentions and customers' texts are compared in: lower case, no accents, every
// run of anything that is not a letter or a digit turned into one space. "Cartão de CRÉDITO!"
// and "cartao de credito" are the same text.
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
