/** What tells the time: the system's in production, a fixed or simulated one in tests and the demo. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
