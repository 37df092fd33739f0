// A text file's bytes as text, whatever a spreadsheet saved it in: UTF-8 with or without a BOM,
// UTF-16 (little or big endian) by its BOM — Excel's "Unicode text" —, and otherwise
// windows-1252, what Excel on Windows writes for "CSV" in Brazil, when the bytes are not valid
// UTF-8 (a windows-1252 accent is a lone byte over 0x7F, which UTF-8 never allows). The BOM is
// dropped. Runs in the browser and in Node alike (TextDecoder).

// windows-1252's 0x80–0x9F (€ ‚ ƒ „ … “ ” – — ™ …). Node 20's TextDecoder decodes the label as
// latin-1 and leaves them as C1 controls; browsers map them. Mapping afterwards is right for both
// (the five bytes windows-1252 leaves undefined stay as they are, as the WHATWG decoder does).
const windows1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromWindows1252 = (text: string) =>
  text.replace(/[\u0080-\u009f]/g, (char) => windows1252High[char.charCodeAt(0) - 0x80] ?? char);

export function decodeTextFile(bytes: Uint8Array): string {
  const [first, second] = bytes;
  if (first === 0xff && second === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (first === 0xfe && second === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fromWindows1252(new TextDecoder('windows-1252').decode(bytes));
  }
}
