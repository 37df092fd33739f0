import type { PaceAnswer } from '../PaceWindow.ts';

// A window's answer to one send as the tests read it: 0 when the turn is granted, else the wait
// before asking again.
export const waitOf = (answer: PaceAnswer) => (answer.granted > 0 ? 0 : answer.waitMs);
