import { describe, expect, it } from 'vitest';
import { authOperations } from './auth.ts';
import { manufacturerOperations } from './manufacturers.ts';
import { errorStatusesOf, pathOf, responsesOf, urlOf } from './operation.ts';
import { planOperations } from './subscriptions.ts';

describe('operations', () => {
  it('fill path segments, escaping them, and refuse a missing one', () => {
    expect(pathOf(planOperations.setStatus, { planId: 7, status: 0 })).toBe('/v1/subscriptions/7/0');
    expect(pathOf(planOperations.get, { planId: 'a/b' })).toBe('/v1/subscriptions/a%2Fb');
    expect(() => pathOf(planOperations.get, {})).toThrow('needs the "planId" parameter');
  });

  it('build a query string of the values given, leaving out empty ones', () => {
    const url = urlOf(manufacturerOperations.list, {
      query: { search: 'a&b', page: 2, sort: undefined, x: '' },
    });
    expect(url).toBe('/v1/radiators/manufacturers?search=a%26b&page=2');
  });

  it('answer bad input, no session and wrong level from what the operation takes and who may call it', () => {
    expect(errorStatusesOf(planOperations.remove)).toEqual([400, 401, 403, 404, 409]);
    expect(errorStatusesOf(authOperations.me)).toEqual([401]);
    expect(errorStatusesOf(authOperations.login)).toEqual([400, 401, 403, 429]);
    expect(Object.keys(responsesOf(manufacturerOperations.logo))).toEqual(['400', '404']);
  });
});
