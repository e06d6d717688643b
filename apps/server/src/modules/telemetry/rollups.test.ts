import { noDampMeasures } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { addReadingMeasures, ROLLUP_COLUMNS } from './rollups.ts';

describe('addReadingMeasures', () => {
  it('writes every measure of a reading, each at its column’s place', () => {
    const into = new Float64Array(ROLLUP_COLUMNS.length).fill(Number.NaN);
    const damp = noDampMeasures();
    damp.mould_s = 300;
    addReadingMeasures(
      {
        interval_s: 300,
        room_c: 18,
        setpoint_c: 20,
        output_pct: 40,
        energy_wh: 12,
        window_open: true,
        reached_setpoint: false,
        damp,
      },
      into,
    );
    const written = Object.fromEntries(ROLLUP_COLUMNS.map((column, index) => [column, into[index]]));
    expect(Object.values(written).filter(Number.isNaN)).toEqual([]);
    expect(written).toMatchObject({ covered_s: 300, below_s: 300, window_wh: 12, mould_s: 300, readings: 1 });
  });
});
