import { describe, expect, it } from 'vitest';
import { casesLink, casesQueryOf, isFiltered, parseCasesAddress, withCasesAddress } from './cases-address';

const parse = (search: string) => parseCasesAddress(new URLSearchParams(search));

describe('the cases address', () => {
  it('reads the plain list as every case not closed, unfiltered', () => {
    const address = parse('');
    expect(isFiltered(address)).toBe(false);
    expect(casesQueryOf(address)).toEqual({ open: 'true' });
  });

  it('reads each filter and the open case, and drops values it does not know', () => {
    expect(parse('status=works&hazard=damp_mould&client=7&owner=3&due=overdue&id=12')).toEqual({
      status: 'works',
      hazard: 'damp_mould',
      client: 7,
      owner: 3,
      due: 'overdue',
      id: 12,
    });
    expect(parse('status=paused&hazard=fire&client=x&owner=-1&due=tomorrow&id=1e3')).toEqual({});
  });

  it('asks the server for every status when the address says all, closed ones included', () => {
    const address = parse('status=all');
    expect(casesQueryOf(address).status).toBeUndefined();
    expect(casesQueryOf(address).open).toBeUndefined();
    expect(isFiltered(address)).toBe(true);
  });

  it('keeps the other parameters on a change and leaves out what is unset', () => {
    const next = withCasesAddress(new URLSearchParams('hazard=other&id=4'), {
      due: 'this_week',
      id: undefined,
    });
    expect(next.toString()).toBe('hazard=other&due=this_week');
  });

  it('links to the list narrowed to a record', () => {
    expect(casesLink('/cases', { client: 5 })).toBe('/cases?client=5');
    expect(casesLink('/cases', {})).toBe('/cases');
  });
});
