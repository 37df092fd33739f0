// PostgreSQL's unique_violation (23505), as pg and PGlite report it, directly or wrapped by Drizzle.
// The pre-check in the use case gives the usual answer; this covers two writers racing for a title.
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
