// The words that opt a number out when they are a whole SMS (docs/decisions.md, "SMS opt-out"):
// STOP, the carriers' convention, and the Portuguese SAIR and PARAR. CANCELAR is left out: written
// to a bot it usually means an order. Case, accents, surrounding spaces and a final full stop or
// exclamation mark do not matter.
const keywords = new Set(['STOP', 'SAIR', 'PARAR']);

export function isSmsOptOutKeyword(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return keywords.has(word);
}
