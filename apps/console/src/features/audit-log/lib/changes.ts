type Values = Record<string, unknown> | null;

/** One field of a change: as it was and as it became (absent on the side the change has not). */
export type FieldChange = { field: string; before?: unknown; after?: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry's `before` and `after` hold, those that changed apart from those recorded the same on
 * both sides; a creation (only `after`) or a deletion (only `before`) has every field changed.
 */
export function changesOf(before: Values, after: Values): { changed: FieldChange[]; unchanged: number } {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = fields.map((field) => ({
    field,
    ...(before && { before: before[field] ?? null }),
    ...(after && { after: after[field] ?? null }),
  }));
  const changed = rows.filter((row) => !(before && after) || !same(row.before, row.after));
  return { changed, unchanged: rows.length - changed.length };
}
