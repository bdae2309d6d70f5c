/** Injectable time source: tests move it forward to check lockouts and session expiry. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
