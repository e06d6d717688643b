import { describe, expect, it } from 'vitest';
import { changesOf } from './changes';
import { recordLinkOf } from './record-links';

describe("an entry's changes", () => {
  it('are the fields whose value differs, each as it was and became', () => {
    const before = { name: 'Grace Hopper', level: 1001, enabled: true };
    const after = { name: 'Grace Hopper-Smith', level: 2001, enabled: true };
    expect(changesOf(before, after)).toEqual({
      changed: [
        { field: 'name', before: 'Grace Hopper', after: 'Grace Hopper-Smith' },
        { field: 'level', before: 1001, after: 2001 },
      ],
      unchanged: 1,
    });
  });

  it('compare values with parts by their content, and take a field on one side only as changed', () => {
    const { changed } = changesOf({ thresholds: { min_c: 15 } }, { thresholds: { min_c: 15 }, note: 'x' });
    expect(changed).toEqual([{ field: 'note', before: null, after: 'x' }]);
  });

  it('are every value of a creation or a deletion', () => {
    expect(changesOf(null, { title: 'Boost' }).changed).toEqual([{ field: 'title', after: 'Boost' }]);
    expect(changesOf({ title: 'Boost' }, null).changed).toEqual([{ field: 'title', before: 'Boost' }]);
    expect(changesOf(null, null)).toEqual({ changed: [], unchanged: 0 });
  });
});

describe("an entry's record link", () => {
  const entry = { action: 'update', details: {} } as const;

  it("leads to the record's screen or its list's dialog", () => {
    expect(recordLinkOf({ ...entry, entity: 'residential_user', entity_id: '42' })).toBe(
      '/residential-users_details?id=42',
    );
    expect(recordLinkOf({ ...entry, entity: 'command', entity_id: '7' })).toBe('/commands?id=7');
    expect(recordLinkOf({ ...entry, entity: 'admin', entity_id: '3' })).toBe('/admins?edit=3');
    expect(
      recordLinkOf({ ...entry, entity: 'alarm_rule', entity_id: 'too_cold', details: { client_id: 9 } }),
    ).toBe('/alarm-rules?scope=client&client=9');
  });

  it('is none for a deleted record, or a type no screen shows', () => {
    expect(
      recordLinkOf({ ...entry, action: 'delete', entity: 'subscription_plan', entity_id: '4' }),
    ).toBeUndefined();
    expect(recordLinkOf({ ...entry, entity: 'device_key', entity_id: '4' })).toBeUndefined();
    expect(recordLinkOf({ ...entry, entity: 'user', entity_id: '4' })).toBeUndefined();
  });
});
