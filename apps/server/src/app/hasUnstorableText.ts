// PostgreSQL cannot store U+0000 in text or jsonb (the statement fails, which used to surface as a
// 500), and a lone UTF-16 surrogate has no UTF-8 form (the driver silently turns it into U+FFFD).
// In a `u` regular expression a well-formed pair is one astral code point, so \p{Cs} only matches
// the lone halves.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const unstorable = /[\u0000\p{Cs}]/u;

// Whether any string in a parsed request or socket payload — keys included, at any depth — holds
// such a character. Walked with an explicit stack: a 1 MiB body of nested arrays must not overflow
// the call stack. Raw bytes (uploads) are the upload's own business and are not looked into.
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (unstorable.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (unstorable.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
