import type { Plan } from '@radiant/contract';
import { ZPlanRequest } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { planFormValues, toPlanRequest } from './plan-form-values';

const premium: Plan = {
  id: 3,
  title: 'Premium',
  type: 3,
  cost: 7.99,
  yearly_discount: 20,
  status: 1,
  subscription_plans_features: [
    { id: 4, title: 'Geofencing' },
    { id: 9, title: 'Energy reports' },
  ],
  active_subscribers: 12,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
};

describe('plan form values', () => {
  it('fills the form from a plan and sends it back unchanged', () => {
    const values = planFormValues(premium);
    expect(values).toEqual({
      title: 'Premium',
      type: 'Premium',
      cost: 7.99,
      yearly_discount: 20,
      subscription_plans_features: ['4', '9'],
    });
    expect(ZPlanRequest.parse(toPlanRequest(values))).toEqual({
      title: 'Premium',
      type: 3,
      cost: 7.99,
      yearly_discount: 20,
      subscription_plans_features: [4, 9],
    });
  });

  it('starts a new plan empty, and an unknown tier number leaves the tier unchosen', () => {
    expect(planFormValues()).toMatchObject({
      title: '',
      type: '',
      cost: '',
      subscription_plans_features: [],
    });
    expect(planFormValues({ ...premium, type: 0 }).type).toBe('');
  });

  it('maps tier names to numbers and typed numbers to numbers', () => {
    const request = toPlanRequest({ ...planFormValues(), title: 'Basic', type: 'Standard', cost: '3.50' });
    expect(ZPlanRequest.parse(request)).toMatchObject({ type: 2, cost: 3.5, yearly_discount: 0 });
  });
});
