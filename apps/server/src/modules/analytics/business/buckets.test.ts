import { describe, expect, it } from 'vitest';
import { businessBucketsOf, piecesOf } from './buckets.ts';

const at = (text: string) => new Date(text);

describe('business chart buckets', () => {
  it('cuts a past year into twelve months, each one piece of its own month', () => {
    const buckets = businessBucketsOf(
      { audience: 'residential', period: 'monthly', year: 2025 },
      at('2026-11-24T10:00:00Z'),
    );
    expect(buckets).toHaveLength(12);
    expect(buckets[1]).toEqual({ start: at('2025-02-01T00:00:00Z'), end: at('2025-03-01T00:00:00Z') });
    const pieces = piecesOf(buckets);
    expect(pieces).toHaveLength(12);
    expect(pieces[1]?.monthSeconds).toBe(28 * 86_400);
  });

  it('stops at now: the current month ends now and later ones are left out', () => {
    const now = at('2026-11-24T10:00:00Z');
    const buckets = businessBucketsOf({ audience: 'residential', period: 'monthly', year: 2026 }, now);
    expect(buckets).toHaveLength(11);
    expect(buckets.at(-1)).toEqual({ start: at('2026-11-01T00:00:00Z'), end: now });
  });

  it('splits an ISO week that straddles two months, each piece priced by its own month', () => {
    // ISO week 5 of 2025 runs from Monday 27 January to Sunday 2 February.
    const buckets = businessBucketsOf(
      { audience: 'commercial', period: 'weekly', year: 2025 },
      at('2026-01-01T00:00:00Z'),
    );
    expect(buckets).toHaveLength(52);
    const week5 = piecesOf(buckets).filter((piece) => piece.bucket === 4);
    expect(
      week5.map((piece) => [piece.from.toISOString().slice(0, 10), piece.monthSeconds / 86_400]),
    ).toEqual([
      ['2025-01-27', 31],
      ['2025-02-01', 28],
    ]);
  });

  it('shows five years ending with the year asked for', () => {
    const buckets = businessBucketsOf(
      { audience: 'residential', period: 'yearly', year: 2026 },
      at('2026-11-24T00:00:00Z'),
    );
    expect(buckets.map((bucket) => bucket.start.getUTCFullYear())).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(piecesOf(buckets.slice(0, 1))).toHaveLength(12);
  });
});
