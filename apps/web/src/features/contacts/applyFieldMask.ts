import type { CrmFieldType } from '@prosa/contracts';
import { defaultMasks } from '@prosa/domain';

// While typing: the field's own mask, else its type's (@prosa/domain's defaultMasks). In a mask 0
// takes a digit, A a letter, * anything; other characters are written as they are (the slots of
// @prosa/domain's applyMask, which formats a stored value for display).

const fits = (slot: string, char: string) =>
  slot === '0' ? /\d/.test(char) : slot === 'A' ? /\p{L}/u.test(char) : true;

// Formats what was typed as the mask says, dropping what does not fit and stopping at its end.
// Without a mask the text is left alone.
export function applyFieldMask(field: { type: CrmFieldType; mask: string }, raw: string): string {
  const mask = field.mask || defaultMasks[field.type] || '';
  if (!mask) return raw;
  const chars = [...raw].filter((char) => /[\p{L}\d]/u.test(char) || !/[.\-/()\s]/.test(char));
  let out = '';
  let at = 0;
  for (const slot of mask) {
    if (at >= chars.length) break;
    if (slot === '0' || slot === 'A' || slot === '*') {
      while (at < chars.length && !fits(slot, chars[at] as string)) at += 1;
      if (at >= chars.length) break;
      out += chars[at];
      at += 1;
    } else {
      out += slot;
      if (chars[at] === slot) at += 1;
    }
  }
  return out;
}
