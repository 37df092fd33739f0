// The part of a message around the first match of a folded needle (no case, no accents), with
// ellipses where it was cut. Folding keeps one character per character, so positions line up.
const before = 40;
const after = 80;

const foldChar = (c: string) => {
  const folded = c
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.length === 1 ? folded : c;
};

export function excerptAround(text: string, needle: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  const folded = chars.map(foldChar).join('');
  const at = needle ? [...folded.slice(0, Math.max(0, folded.indexOf(needle)))].length : 0;
  const start = Math.max(0, at - before);
  const end = Math.min(chars.length, at + [...needle].length + after);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}
