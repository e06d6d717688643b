import { DAY_MS, HOUR_MS, ZReadingColumns } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from './clock.ts';
import { SimulatedGateway } from './gateway.ts';
import type { GatewayBatch, GatewayLink } from './link.ts';

/** A link that keeps what it is sent. */
function recordingLink(): GatewayLink & { batches: GatewayBatch[] } {
  const batches: GatewayBatch[] = [];
  return {
    batches,
    send: async (batch) => {
      batches.push(batch);
    },
    listen: () => {},
    close: async () => {},
  };
}

describe('SimulatedGateway', () => {
  it('sends each room’s relative humidity with its readings, to a tenth of a percent', async () => {
    // 05:00 UTC on last week's Monday (readings must be recent): the morning showers fall in the next hours.
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const lastMonday = today - (((new Date(today).getUTCDay() + 6) % 7) + 7) * DAY_MS;
    let realMs = lastMonday + 5 * HOUR_MS;
    const link = recordingLink();
    const gateway = new SimulatedGateway(
      {
        id: 3,
        key: 'rdk_test',
        town: 'Leeds',
        rooms: [
          { type: 'living', areaM2: 18, radiators: [{ id: 11, ratedPowerW: 1500 }] },
          { type: 'bathroom', areaM2: 5, radiators: [{ id: 12, ratedPowerW: 500 }] },
        ],
      },
      link,
      new SimulatedClock({ realNow: () => realMs }),
    );
    realMs += 3 * HOUR_MS;
    await gateway.tick();

    const columns = link.batches.map((batch) => batch.columns);
    const humidity = columns.flatMap((batch) => batch.humidity_pct);
    expect(humidity).toHaveLength(columns.flatMap((batch) => batch.radiator_id).length);
    expect(humidity).toHaveLength(3 * 12 * 2);
    for (const value of humidity) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(100);
      expect(Math.round((value ?? 0) * 10)).toBeCloseTo((value ?? 0) * 10, 9);
    }
    const bathroom = humidity.filter(
      (_, index) => columns.flatMap((batch) => batch.radiator_id)[index] === 12,
    );
    expect(Math.max(...(bathroom as number[])) - Math.min(...(bathroom as number[]))).toBeGreaterThan(20);
    for (const batch of columns) expect(ZReadingColumns.safeParse(batch).error).toBeUndefined();
  });
});
