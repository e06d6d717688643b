import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeStatement, literalOf, namedStatements } from './pglite-statements.ts';

describe("a named statement's parameters", () => {
  it('are written as quoted literals, quotes doubled', () => {
    expect(literalOf(7)).toBe("'7'");
    expect(literalOf("O'Brien")).toBe("'O''Brien'");
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf(new Date(Date.UTC(2026, 10, 28, 7, 5)))).toBe("'2026-11-28T07:05:00.000Z'");
    expect(literalOf([1, 2, 3])).toBe("'{1,2,3}'");
    expect(literalOf(['a "b"', 'c\\d', null])).toBe(`'{"a \\"b\\"","c\\\\d",NULL}'`);
    expect(executeStatement('rows_x', [])).toBe('EXECUTE "rows_x"');
    expect(executeStatement('rows_x', [1, 'two'])).toBe(`EXECUTE "rows_x"('1', 'two')`);
  });
});

describe('named statements on the embedded database', () => {
  let client: PGlite;
  const statement = 'SELECT $1::text AS word, $2::int[] AS ids, $3::timestamptz AS at, $4::int AS missing';
  const rowsOf = async (text: string, params: readonly unknown[]) =>
    (await client.query<Record<string, unknown>>(text, [...params])).rows;
  const preparedCount = async () =>
    (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n;

  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('answer as the statement itself would, whatever the text holds', async () => {
    const named = namedStatements();
    const params = ['it\'s a \\ "quote"', [3, 1, 2], new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), null];
    const [row] = await named(rowsOf, 'rows_words', statement, params);
    const [direct] = (await client.query<Record<string, unknown>>(statement, params)).rows;
    expect(row).toEqual(direct);
    expect(row).toEqual({
      word: 'it\'s a \\ "quote"',
      ids: [3, 1, 2],
      at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      missing: null,
    });
  });

  it('are prepared once, however many first uses come at once', async () => {
    const named = namedStatements();
    const before = await preparedCount();
    const answers = await Promise.all(
      [1, 2, 3].map((n) => named(rowsOf, 'rows_Once-1', 'SELECT $1::int * 2 AS twice', [n])),
    );
    expect(answers.map(([row]) => row?.twice)).toEqual([2, 4, 6]);
    // The names are hashes: one differing only in case is another statement.
    const [thrice] = await named(rowsOf, 'rows_once-1', 'SELECT $1::int * 3 AS thrice', [3]);
    expect(thrice?.thrice).toBe(9);
    expect(await preparedCount()).toBe((before ?? 0) + 2);
  });

  it('stay prepared after the transaction that prepared them rolls back', async () => {
    const named = namedStatements();
    await expect(
      client.transaction(async (tx) => {
        const run = async (text: string, params: readonly unknown[]) =>
          (await tx.query<Record<string, unknown>>(text, [...params])).rows;
        await named(run, 'rows_rolled_back', 'SELECT $1::int + 1 AS next', [1]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [row] = await named(rowsOf, 'rows_rolled_back', 'SELECT $1::int + 1 AS next', [41]);
    expect(row?.next).toBe(42);
  });

  it('are prepared again by the next use after a failed preparation', async () => {
    const named = namedStatements();
    await expect(
      named(rowsOf, 'rows_broken', 'SELECT $1::int AS id FROM no_such_table', [1]),
    ).rejects.toThrow(/no_such_table/);
    await client.query('CREATE TABLE no_such_table (id int)');
    await client.query('INSERT INTO no_such_table VALUES (5)');
    const [row] = await named(rowsOf, 'rows_broken', 'SELECT $1::int AS id FROM no_such_table', [1]);
    expect(row?.id).toBe(1);
  });

  it('do not wait for a preparation that waits for the transaction asking', async () => {
    const named = namedStatements();
    const text = 'SELECT $1::int * 4 AS four_times';
    let outside: Promise<Record<string, unknown>[]> | undefined;
    const inside = await client.transaction(async (tx) => {
      // First used outside the transaction: its PREPARE waits for the transaction to end.
      outside = named(rowsOf, 'rows_waiting', text, [2]);
      const run = async (statement: string, params: readonly unknown[]) =>
        (await tx.query<Record<string, unknown>>(statement, [...params])).rows;
      return named(run, 'rows_waiting', text, [3]);
    });
    expect(inside).toEqual([{ four_times: 12 }]);
    expect(await (outside ?? Promise.reject(new Error('not asked')))).toEqual([{ four_times: 8 }]);
    expect(await named(rowsOf, 'rows_waiting', text, [5])).toEqual([{ four_times: 20 }]);
  });

  it('run unnamed what has no text form to write in, and take a name another prepared', async () => {
    const bytes = new Uint8Array([1, 2, 255]);
    const first = namedStatements();
    expect(await first(rowsOf, 'rows_bytes', 'SELECT $1::bytea AS bytes', [bytes])).toEqual([{ bytes }]);
    const before = await preparedCount();
    expect(await first(rowsOf, 'rows_shared', 'SELECT $1::int - 1 AS less', [3])).toEqual([{ less: 2 }]);
    const second = namedStatements();
    expect(await second(rowsOf, 'rows_shared', 'SELECT $1::int - 1 AS less', [9])).toEqual([{ less: 8 }]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });
});
