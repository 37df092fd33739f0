// An archive time in minutes as the screen names it: under an hour in minutes, otherwise in hours
// (the spec's day choices are the same values as 24…120 hours, and the default reads "120 hours").
export function archiveTimeUnit(minutes: number): { unit: 'minutes' | 'hours'; count: number } {
  return minutes < 60 ? { unit: 'minutes', count: minutes } : { unit: 'hours', count: minutes / 60 };
}
