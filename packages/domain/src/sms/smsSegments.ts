import { gsm7Basic, gsm7Extension } from './gsm7Alphabet.ts';

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  // Parts the message is sent in (1 credit each, decisions.md); 0 for an empty text.
  segments: number;
  // Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes.
  units: number;
  // Units a part holds at this length: 160/70 for a single part, 153/67 once it is split.
  perSegment: number;
  // Units still free in the last part before another one starts.
  remaining: number;
}

const limits = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

// How an SMS is split and billed (decisions.md): GSM-7 160 then 153 per part, any character
// outside GSM-7 makes it UCS-2, 70 then 67 per part; extension characters take two septets.
// Parts are packed character by character, as handsets and Twilio do: an escape pair or a
// surrogate pair (an emoji) is never cut across two parts, so a part may hold one unit less.
export function smsSegments(text: string): SmsSegments {
  const characters = [...text];
  const encoding: SmsEncoding = characters.every(isGsm7) ? 'gsm7' : 'ucs2';
  const sizes = characters.map((character) => unitsOf(character, encoding));
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const { single, part } = limits[encoding];
  if (units <= single) {
    return { encoding, segments: units === 0 ? 0 : 1, units, perSegment: single, remaining: single - units };
  }
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, segments, units, perSegment: part, remaining: part - used };
}

function isGsm7(character: string): boolean {
  return gsm7Basic.has(character) || gsm7Extension.has(character);
}

function unitsOf(character: string, encoding: SmsEncoding): number {
  if (encoding === 'ucs2') return character.length;
  return gsm7Extension.has(character) ? 2 : 1;
}
