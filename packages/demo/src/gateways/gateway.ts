import {
  type GatewayAck,
  type GatewayCommand,
  HOUR_MS,
  MINUTE_MS,
  TELEMETRY_MAX_READINGS,
} from '@radiant/contract';
import { HomeSimulation, type RadiatorStep } from '../thermal/simulate.ts';
import type { SimulatedClock } from './clock.ts';
import { type GatewayHome, simulatedHomeOf } from './home.ts';
import type { GatewayBatch, GatewayLink } from './link.ts';

/** The weather's seed of the demo history, so that live weather goes on from the same winters. */
const WEATHER_SEED = 2024;
const STEP_MS = 5 * MINUTE_MS;
/** The model settles for three days before the first reading. */
const WARM_UP_MS = 3 * 24 * HOUR_MS;
/** Long enough for any demo or load run: the weather is drawn for this span at start. */
const LONGEST_RUN_MS = 400 * 24 * HOUR_MS;
/** What a gateway keeps while the server cannot be reached: two days of readings. */
const MOST_KEPT_STEPS = (2 * 24 * HOUR_MS) / STEP_MS;

/** Bounds of a reading (see the contract): a radiator's figures are clamped to them. */
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A home's gateway, simulated: its radiators live through the thermal model on `clock`, a batch of 5-minute
 * readings goes out at the end of every step (several steps at once while the clock catches up), and changes
 * are applied to the radiators and confirmed as soon as they arrive.
 */
export class SimulatedGateway {
  private readonly link: GatewayLink;
  private readonly clock: SimulatedClock;
  private readonly onError: (error: unknown) => void;
  private readonly simulation: HomeSimulation;
  /** Radiator ids in the simulation's order, and the index of each. */
  private readonly radiatorIds: number[];
  private readonly indexOf: Map<number, number>;
  /** Steps not yet stored by the server, oldest first. */
  private readonly unsent: { atMs: number; radiators: RadiatorStep[]; outdoorC?: number }[] = [];
  /** Real milliseconds after each step's end that this gateway reports: gateways are not in step. */
  private readonly phaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(home: GatewayHome, link: GatewayLink, clock: SimulatedClock, onError = (_: unknown) => {}) {
    this.link = link;
    this.clock = clock;
    this.onError = onError;
    this.radiatorIds = home.rooms.flatMap((room) => room.radiators.map((radiator) => radiator.id));
    this.indexOf = new Map(this.radiatorIds.map((id, index) => [id, index]));
    const startMs = Math.floor((clock.start - WARM_UP_MS) / HOUR_MS) * HOUR_MS;
    this.simulation = new HomeSimulation(
      simulatedHomeOf(home),
      WEATHER_SEED,
      startMs,
      clock.start + LONGEST_RUN_MS,
    );
    while (this.simulation.nowMs + STEP_MS <= clock.start) this.simulation.step();
    this.phaseMs = ((home.id * 7919) % 1000) * (STEP_MS / clock.speed / 1000) * 0.9;
  }

  /** Starts reporting and listening for changes. */
  start(): void {
    this.link.listen((changes) => this.apply(changes));
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.link.close();
  }

  /** Applies changes to the radiators: each is confirmed, or rejected when the radiator is not this home's. */
  apply(changes: GatewayCommand[]): GatewayAck[] {
    return changes.map((change) => {
      const index = this.indexOf.get(change.radiator_id);
      if (index === undefined)
        return { id: change.id, applied: false, reason: 'No such radiator at this home.' };
      this.simulation.override(index, {
        mode: change.mode,
        setpointC: change.setpoint_c,
        untilMs: change.until === null ? null : Date.parse(change.until),
      });
      return { id: change.id, applied: true };
    });
  }

  /** Advances the model to the clock and sends what it has not yet had stored. */
  async tick(): Promise<void> {
    const simulation = this.simulation;
    const now = this.clock.now();
    while (simulation.nowMs + STEP_MS <= now) {
      simulation.step();
      const atMs = simulation.nowMs;
      this.unsent.push({
        atMs,
        radiators: simulation.lastStep(),
        outdoorC: atMs % HOUR_MS === 0 ? simulation.hourOutdoorC() : undefined,
      });
    }
    this.unsent.splice(0, Math.max(0, this.unsent.length - MOST_KEPT_STEPS));
    const stepsPerBatch = Math.max(1, Math.floor(TELEMETRY_MAX_READINGS / this.radiatorIds.length));
    try {
      while (this.unsent.length > 0 && !this.stopped) {
        const steps = this.unsent.slice(0, stepsPerBatch);
        const batch = this.batchOf(steps);
        if (batch.columns.radiator_id.length + batch.outdoor.length > 0) await this.link.send(batch);
        this.unsent.splice(0, steps.length);
      }
    } catch (error) {
      this.onError(error);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay = this.clock.delayUntil(this.simulation.nowMs + STEP_MS) + this.phaseMs;
    this.timer = setTimeout(() => {
      void this.tick().finally(() => this.schedule());
    }, delay);
  }

  private batchOf(steps: typeof this.unsent): GatewayBatch {
    const columns: GatewayBatch['columns'] = {
      radiator_id: [],
      at: [],
      interval_s: [],
      room_c: [],
      setpoint_c: [],
      output_pct: [],
      energy_wh: [],
      window_open: [],
      reached_setpoint: [],
      humidity_pct: [],
    };
    const outdoor: GatewayBatch['outdoor'] = [];
    for (const step of steps) {
      const at = new Date(step.atMs).toISOString();
      step.radiators.forEach((radiator, index) => {
        // An offline radiator reports nothing.
        if (!radiator.online) return;
        columns.radiator_id.push(this.radiatorIds[index] ?? 0);
        columns.at.push(at);
        columns.interval_s.push(STEP_MS / 1000);
        columns.room_c.push(round(clamp(radiator.roomTempC, -30, 60), 2));
        columns.setpoint_c.push(clamp(radiator.setpointC, 5, 35));
        columns.output_pct.push(Math.round(clamp(radiator.output * 100, 0, 100)));
        columns.energy_wh.push(round(radiator.energyWh, 2));
        columns.window_open.push(radiator.windowOpen);
        columns.reached_setpoint.push(radiator.reachedSetpoint);
        columns.humidity_pct.push(round(clamp(radiator.humidityPct, 0, 100), 1));
      });
      if (step.outdoorC !== undefined) {
        outdoor.push({
          hour: new Date(step.atMs - HOUR_MS).toISOString(),
          temperature_c: round(step.outdoorC, 2),
        });
      }
    }
    return { columns, outdoor };
  }
}
