// The time as the server's rules read it (journeys, the working-day alarm). Injected through the
// services so a test harness can move it; everything else keeps the system time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
