// Share of the monthly franchise already used, as a whole percentage for the progress bar. Usage
// over the franchise shows a full bar (the account is in the limited state); an account without a
// franchise shows an empty one rather than dividing by zero.
export function consumptionPercent(used: number, franchise: number): number {
  if (franchise <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / franchise) * 100)));
}
