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
