// A value shown through its field's mask: '0' takes a digit, 'A' a letter, '*' any character, and
// anything else is written as is, once a later slot is filled (so a short value ends on its last
// character, not on a dangling separator). The value's own punctuation is skipped, so
// "52998224725" and "529.982.247-25" show alike. A letter or digit the mask cannot place (a
// different format, a longer value) means the mask does not fit: the value is shown as stored,
// since a display must never hide data.
const slots: Record<string, RegExp> = { '0': /\d/, A: /\p{L}/u, '*': /./su };
const isData = (char: string) => /[\p{L}\p{N}]/u.test(char);

export function applyMask(mask: string, value: string): string {
  if (mask === '') return value;
  const chars = [...value];
  let next = 0;
  let shown = '';
  let literals = '';
  for (const slot of mask) {
    const accepts = slots[slot];
    if (!accepts) {
      literals += slot;
      if (chars[next] === slot) next++;
      continue;
    }
    for (let char = chars[next]; char !== undefined && !accepts.test(char); char = chars[++next])
      if (isData(char)) return value;
    const char = chars[next++];
    if (char === undefined) break;
    shown += literals + char;
    literals = '';
  }
  return chars.slice(next).some(isData) ? value : shown;
}
