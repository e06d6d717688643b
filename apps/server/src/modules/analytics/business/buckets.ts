import { BUSINESS_YEARS, type BusinessQuery, DAY_MS, fromIsoWeekDate, isoWeeksIn } from '@radiant/contract';

/** A bucket of a business chart, and its pieces: the parts of it within one calendar month (UTC) each. */
export interface Bucket {
  start: Date;
  end: Date;
}
export interface Piece {
  bucket: number;
  from: Date;
  to: Date;
  /** Seconds in the calendar month the piece lies in: a month's price is spread over them. */
  monthSeconds: number;
}

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/**
 * The buckets a query asks for, in UTC: a year's ISO weeks or months, or BUSINESS_YEARS years ending with it
 * (this year by default). Buckets that have not begun by `now` are left out; the current one ends at `now`.
 */
export function businessBucketsOf(query: BusinessQuery, now = new Date()): Bucket[] {
  const year = query.year ?? now.getUTCFullYear();
  let bounds: Date[];
  switch (query.period) {
    case 'weekly': {
      const first = fromIsoWeekDate(year, 1).getTime();
      bounds = Array.from({ length: isoWeeksIn(year) + 1 }, (_, week) => new Date(first + week * 7 * DAY_MS));
      break;
    }
    case 'monthly':
      bounds = Array.from({ length: 13 }, (_, month) => monthStart(year, month));
      break;
    case 'yearly':
      bounds = Array.from({ length: BUSINESS_YEARS + 1 }, (_, index) =>
        monthStart(year - BUSINESS_YEARS + 1 + index, 0),
      );
      break;
  }
  return bounds.slice(0, -1).flatMap((start, index) => {
    const end = bounds[index + 1] as Date;
    if (start >= now) return [];
    return [{ start, end: new Date(Math.min(end.getTime(), now.getTime())) }];
  });
}

/** Each bucket cut at month boundaries. */
export function piecesOf(buckets: Bucket[]): Piece[] {
  return buckets.flatMap((bucket, index) => {
    const pieces: Piece[] = [];
    let from = bucket.start;
    while (from < bucket.end) {
      const month = monthStart(from.getUTCFullYear(), from.getUTCMonth());
      const next = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
      const to = new Date(Math.min(next.getTime(), bucket.end.getTime()));
      pieces.push({ bucket: index, from, to, monthSeconds: (next.getTime() - month.getTime()) / 1000 });
      from = to;
    }
    return pieces;
  });
}
