import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { auditFiltersOf, parseAuditAddress, withAuditAddress } from './audit-address';

const parse = (search: string) => parseAuditAddress(new URLSearchParams(search));

describe('the audit log in the address', () => {
  it('reads every filter, and the same filters go to the API', () => {
    const address = parse(
      'actor=7&action=sign_in&entity=admin&entity_id=12&from=2026-11-01T00:00:00.000Z&to=2026-12-01T00:00:00.000Z',
    );
    expect(auditFiltersOf(address)).toEqual({
      actor_id: 7,
      action: 'sign_in',
      entity: 'admin',
      entity_id: '12',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('drops what the API would refuse: unknown names, an id without its type, times that are not instants', () => {
    expect(parse('actor=x&action=hack&entity=planet&from=yesterday&to=2026-13-45T99:00Z')).toEqual({});
    expect(parse('entity_id=12').entityId).toBeUndefined();
    expect(parse('actor=0012').actor).toBe(12);
  });

  it('leaves out the end of a range that does not come after its start', () => {
    const address = parse('from=2026-12-01T00:00:00.000Z&to=2026-11-01T00:00:00.000Z');
    expect(auditFiltersOf(address)).toMatchObject({ from: '2026-12-01T00:00:00.000Z', to: undefined });
  });

  it('writes only the filters set, and forgets the record id with its type', () => {
    const params = withAuditAddress(new URLSearchParams('entity=admin&entity_id=3&action=update'), {
      entity: undefined,
    });
    expect(params.toString()).toBe('action=update');
    expect(withAuditAddress(params, { action: undefined }).toString()).toBe('');
  });
});

describe('the audit log words', () => {
  it('name every action and record type the contract lists', () => {
    for (const action of AUDIT_ACTIONS) expect(en.actions, action).toHaveProperty(action);
    for (const entity of AUDIT_ENTITIES) expect(en.entities, entity).toHaveProperty(entity);
  });
});
