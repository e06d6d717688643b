/** Fields every write changes, or that the entry's own time says: noise in a before and after. */
const BOOKKEEPING = new Set(['version', 'created_at', 'updated_at']);

type Values = Record<string, unknown>;

/** A record as an audit entry keeps it: its fields but the bookkeeping ones. */
export const snapshotOf = (record: object): Values =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !BOOKKEEPING.has(name)));

/** The fields that differ between two versions of a record, each as it was and as it became. */
export function changesBetween(before: object, after: object): { before: Values; after: Values } {
  const was = snapshotOf(before);
  const is = snapshotOf(after);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (name) => JSON.stringify(was[name]) !== JSON.stringify(is[name]),
  );
  return {
    before: Object.fromEntries(changed.map((name) => [name, was[name] ?? null])),
    after: Object.fromEntries(changed.map((name) => [name, is[name] ?? null])),
  };
}
