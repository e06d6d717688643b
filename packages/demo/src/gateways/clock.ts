/**
 * The simulated gateways' time: it starts `backlogMs` in the past and runs `speed` times faster than real time
 * until it has caught up with it, then follows it (readings are never from the future). At speed 1 with no
 * backlog it is real time.
 */
export class SimulatedClock {
  readonly speed: number;
  private readonly startRealMs: number;
  private readonly startMs: number;
  private readonly realNow: () => number;

  constructor({ speed = 1, backlogMs = 0, realNow = Date.now } = {}) {
    if (!(speed >= 1)) throw new RangeError('The speed is at least 1 (real time).');
    if (!(backlogMs >= 0)) throw new RangeError('The backlog is not negative.');
    this.speed = speed;
    this.realNow = realNow;
    this.startRealMs = realNow();
    this.startMs = this.startRealMs - backlogMs;
  }

  /** The simulated time now (epoch ms). */
  now(): number {
    const realMs = this.realNow();
    return Math.min(realMs, this.startMs + (realMs - this.startRealMs) * this.speed);
  }

  /** Where the simulated time began. */
  get start(): number {
    return this.startMs;
  }

  /** Real milliseconds until the simulated time reaches `ms` (0 when it has). */
  delayUntil(ms: number): number {
    const reachedAt = Math.max(ms, this.startRealMs + (ms - this.startMs) / this.speed);
    return Math.max(0, reachedAt - this.realNow());
  }
}
