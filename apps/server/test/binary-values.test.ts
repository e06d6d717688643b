import { afterAll, describe, expect, it } from 'vitest';
import type { ArrayElement } from '../src/db/binary-values.ts';
import { createTestDatabase } from './support/test-database.ts';

const { database, drop } = await createTestDatabase();
afterAll(drop);

/** Each element type with values at its edges, and PostgreSQL's own text for each. */
const cases: [ArrayElement, (number | boolean)[], string[]][] = [
  ['int2', [0, -1, 32767, -32768], ['0', '-1', '32767', '-32768']],
  ['int4', [7, -2147483648, 2147483647], ['7', '-2147483648', '2147483647']],
  [
    'int8',
    [0, -1, 1_790_000_000_123, -(2 ** 40) - 5, 2 ** 53 - 1],
    ['0', '-1', '1790000000123', '-1099511627781', '9007199254740991'],
  ],
  ['float4', [18.3, -30, 0.000001, 10000], ['18.3', '-30', '1e-06', '10000']],
  ['bool', [true, false, true], ['true', 'false', 'true']],
];

describe('array parameters', () => {
  it('reach PostgreSQL as the same values, whatever form the driver sends them in', async () => {
    for (const [element, values, expected] of cases) {
      const [row] = await database.rawTransaction((sql) =>
        sql.query<{ texts: string[] }>(
          `SELECT array_agg(v::text ORDER BY n) AS texts FROM unnest($1::${element}[]) WITH ORDINALITY AS u(v, n)`,
          [sql.array(element, values)],
        ),
      );
      expect(row?.texts, element).toEqual(expected);
    }
  });
});

describe('copied rows', () => {
  it('reach the table as the same values, instants to the millisecond', async () => {
    const instants = [Date.UTC(2026, 10, 24, 7, 5, 0, 123), Date.UTC(1999, 11, 31, 23, 59, 59, 999)];
    const rows = await database.rawTransaction(async (sql) => {
      await sql.exec(
        'CREATE TEMPORARY TABLE copied (a int2, b int4, c int8, d float4, e float8, f bool, g timestamptz) ON COMMIT DROP',
      );
      await sql.copy('copied', {
        a: { type: 'int2', values: [-32768, 32767] },
        b: { type: 'int4', values: [2147483647, -7] },
        c: { type: 'int8', values: [2 ** 53 - 1, -(2 ** 40) - 5] },
        d: { type: 'float4', values: [18.3, -30] },
        e: { type: 'float8', values: [0.1 + 0.2, -1e300] },
        f: { type: 'bool', values: [true, false] },
        g: { type: 'timestamptz', values: instants },
      });
      return sql.query<Record<string, string>>(
        `SELECT a::text, b::text, c::text, d::text, e::text, f::text,
          to_char(g AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS g FROM copied ORDER BY b DESC`,
      );
    });
    expect(rows).toEqual([
      {
        a: '-32768',
        b: '2147483647',
        c: '9007199254740991',
        d: '18.3',
        e: '0.30000000000000004',
        f: 'true',
        g: '2026-11-24T07:05:00.123',
      },
      {
        a: '32767',
        b: '-7',
        c: '-1099511627781',
        d: '-30',
        e: '-1e+300',
        f: 'false',
        g: '1999-12-31T23:59:59.999',
      },
    ]);
  });
});
