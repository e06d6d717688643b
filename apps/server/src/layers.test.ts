import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The query rule of docs/architecture.md, kept: a module's SQL lives in its `*repository.ts` files (and the
// pieces they compose in `*fragments.ts`), written with the query builder or its `sql` template; plain SQL
// strings (RawSql) only where the schema is changed (migrations, readings' partitions) and rows are copied in
// bulk.

const SOURCE = new URL('.', import.meta.url).pathname;

/** What a file may not hold outside a repository: each a way SQL gets written. */
const SQL_OUTSIDE_REPOSITORIES: [string, RegExp][] = [
  ['the query builder', /^import \{[^}]*\} from 'drizzle-orm(\/[\w-]+)?';/m],
  ['the schema', /^import (\{[^}]*\}|\* as \w+) from '(\.\.\/)+db\/schema\.ts';/m],
  ['an SQL statement', /\b(SELECT .+ FROM|INSERT INTO|UPDATE \w+( AS \w+)? SET|DELETE FROM)\b/],
];

/** Plain SQL strings (RawSql's `query`, `prepared`, `exec`) even in a repository: the rule's two exceptions. */
const RAW_SQL = /\.(query|prepared|exec)(<[^>]*>)?\(\s*['"`]/;
const RAW_SQL_ALLOWED = new Set([
  // The driver's own transaction statements.
  'db/database.ts',
  'db/migrate.ts',
  // The monthly partitions of readings, created and dropped as time goes: the schema, as migrations change it.
  'db/reading-partitions.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(SOURCE, path)] : [];
  });
}

/** The ways a file (its path below src/, its text) breaks the rule, by name. */
function breachesOf(file: string, text: string): string[] {
  // SQL pieces that several statements compose (a rule, a scope, a list's filters) are kept in `*fragments.ts`.
  const outside =
    file.startsWith('modules/') && !file.endsWith('repository.ts') && !file.endsWith('fragments.ts');
  return [
    ...(outside
      ? SQL_OUTSIDE_REPOSITORIES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name)
      : []),
    ...(!RAW_SQL_ALLOWED.has(file) && RAW_SQL.test(text) ? ['plain SQL strings'] : []),
  ];
}

const breaches = (file: string) => breachesOf(file, readFileSync(join(SOURCE, file), 'utf8'));

describe('the query rule', () => {
  const files = sourceFiles(SOURCE);

  it('keeps SQL in repositories, written with the builder or its template', () => {
    const broken = files.flatMap((file) => breaches(file).map((breach) => `${file}: ${breach}`));
    expect(broken).toEqual([]);
  });

  it('tells each way SQL is written from a call of a repository', () => {
    const service = 'modules/things/service.ts';
    expect(breachesOf(service, "import { eq, sql } from 'drizzle-orm';")).toEqual(['the query builder']);
    expect(breachesOf(service, "import { things } from '../../db/schema.ts';")).toEqual(['the schema']);
    expect(breachesOf(service, 'const rows = `SELECT id FROM things`;')).toEqual(['an SQL statement']);
    expect(breachesOf(service, "await tx.query('DELETE FROM things')")).toEqual([
      'an SQL statement',
      'plain SQL strings',
    ]);
    expect(breachesOf('modules/things/repository.ts', 'await runner.query(`SELECT 1`)')).toEqual([
      'plain SQL strings',
    ]);
    const kept = "import type { SQL } from 'drizzle-orm';\nawait findThings(tx, ids); // select them";
    expect(breachesOf(service, kept)).toEqual([]);
    expect(breachesOf('modules/things/repository.ts', 'sql`SELECT id FROM things`')).toEqual([]);
  });
});
