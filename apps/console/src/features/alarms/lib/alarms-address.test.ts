import { describe, expect, it } from 'vitest';
import { alarmsQueryOf, isFiltered, parseAlarmsAddress, scopeOf, withAlarmsAddress } from './alarms-address';

const parse = (query: string) => parseAlarmsAddress(new URLSearchParams(query));

describe('the alarms address', () => {
  it('shows the open alarms when the address says nothing', () => {
    expect(parse('').status).toEqual(['active', 'acknowledged']);
    expect(isFiltered(parse(''))).toBe(false);
    expect(withAlarmsAddress(new URLSearchParams(), {}).toString()).toBe('');
  });

  it('keeps every status as status=all, and reads it back as no status filter', () => {
    const all = withAlarmsAddress(new URLSearchParams(), { status: ['active', 'acknowledged', 'cleared'] });
    expect(all.toString()).toBe('status=all');
    expect(parse('status=all').status).toEqual([]);
    expect(alarmsQueryOf(parse('status=all')).status).toBeUndefined();
  });

  it('drops unknown values from comma lists and bad ids or days', () => {
    const address = parse('severity=critical,loud&rule=frost_risk&user=abc&client=7&from=2026-13');
    expect(address.severity).toEqual(['critical']);
    expect(address.rule).toEqual(['frost_risk']);
    expect(address.user).toBeUndefined();
    expect(address.client).toBe(7);
    expect(address.from).toBeUndefined();
    expect(scopeOf(address)).toBe('client');
  });

  it('asks for whole days: from the start of the first to the end of the last, in UTC', () => {
    const query = alarmsQueryOf(parse('from=2026-11-01&to=2026-11-02&search=a'));
    expect(query.from).toBe('2026-11-01T00:00:00.000Z');
    expect(query.to).toBe('2026-11-02T23:59:59.999Z');
    // One character is no search.
    expect(query.search).toBeUndefined();
  });

  it('keeps the open alarm and the scope when a filter changes', () => {
    const next = withAlarmsAddress(new URLSearchParams('user=4&id=9'), { severity: ['major', 'critical'] });
    expect(next.toString()).toBe('severity=major%2Ccritical&user=4&id=9');
  });
});
