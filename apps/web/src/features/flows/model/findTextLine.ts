// The text line where a flow line's object says its number, so an error can point into the text.
export function findTextLine(text: string, flowLine: number): number | null {
  const match = new RegExp(`"line"\\s*:\\s*${flowLine}(?!\\d)`).exec(text);
  return match ? text.slice(0, match.index).split('\n').length : null;
}
