// Typing is announced at most once per interval while the attendant keeps typing, so a fast typist
// does not flood the socket.
export const typingIntervalMs = 2_000;

export function shouldEmitTyping(lastEmittedAt: number | null, now: number): boolean {
  return lastEmittedAt === null || now - lastEmittedAt >= typingIntervalMs;
}
