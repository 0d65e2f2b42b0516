import { describe, expect, it } from 'vitest';
import { effectivePrices, nextServiceStatus, SERVICE_ACTIONS, SERVICE_STATUSES } from '../plain/services';
import { createServiceBodySchema, priceOverridesSchema, rejectServiceBodySchema, servicePricesSchema } from './services';

describe('nextServiceStatus (DESIGN §4: pending_approval → active / rejected; active ↔ inactive)', () => {
  it('answers the next status for every legal pair and null for every other one', () => {
    const table = Object.fromEntries(SERVICE_STATUSES.map((status) => [status, Object.fromEntries(SERVICE_ACTIONS.map((action) => [action, nextServiceStatus(status, action)]))]));
    expect(table).toEqual({
      pending_approval: { approve: 'active', reject: 'rejected', activate: null, deactivate: null },
      active: { approve: null, reject: null, activate: null, deactivate: 'inactive' },
      rejected: { approve: null, reject: null, activate: null, deactivate: null },
      inactive: { approve: null, reject: null, activate: 'active', deactivate: null },
    });
  });
});

describe('effectivePrices', () => {
  const catalogue = { hatchback: 59900, sedan: 69900, suv: 79900, muv: 89900, bike: 24900 };

  it('is the catalogue price wherever the workshop set none', () => {
    expect(effectivePrices(catalogue, {})).toEqual(catalogue);
  });

  it('takes each override the workshop set, including a free (zero) one', () => {
    expect(effectivePrices(catalogue, { sedan: 64900, bike: 0 })).toEqual({ hatchback: 59900, sedan: 64900, suv: 79900, muv: 89900, bike: 0 });
  });

  it('overrides every vehicle type when all are set', () => {
    const all = { hatchback: 1, sedan: 2, suv: 3, muv: 4, bike: 5 };
    expect(effectivePrices(catalogue, all)).toEqual(all);
  });
});

describe('price schemas', () => {
  it('need whole, non-negative paise up to ten lakh rupees for every vehicle type', () => {
    expect(servicePricesSchema.safeParse({ hatchback: 0, sedan: 1, suv: 2, muv: 3, bike: 100_000_000 }).success).toBe(true);
    const issues = servicePricesSchema.safeParse({ hatchback: -1, sedan: 1.5, suv: 100_000_001, muv: 3 }).error!.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hatchback', 'Hatchback price cannot be negative'],
      ['sedan', 'Sedan price must be whole paise'],
      ['suv', 'SUV price is too large'],
      ['bike', 'Bike price is required'],
    ]);
  });

  it('let a workshop leave any vehicle type to the catalogue price', () => {
    expect(priceOverridesSchema.parse({ sedan: 64900 })).toEqual({ sedan: 64900 });
  });
});

describe('service bodies', () => {
  const body = { name: ' Wheel Detailing ', category: 'detailing', duration_minutes: 45, prices: { hatchback: 1, sedan: 1, suv: 1, muv: 1, bike: 1 } };

  it('default to an active service with no inclusions and trim the name', () => {
    expect(createServiceBodySchema.parse(body)).toMatchObject({ name: 'Wheel Detailing', description: '', status: 'active', inclusion_ids: [] });
  });

  it('refuse a duration under 5 minutes and a reject without a note', () => {
    expect(createServiceBodySchema.safeParse({ ...body, duration_minutes: 4 }).error!.issues[0]).toMatchObject({ path: ['duration_minutes'], message: 'Duration must be at least 5 minutes' });
    expect(rejectServiceBodySchema.safeParse({ version: 1, note: '  ' }).error!.issues[0]).toMatchObject({ path: ['note'], message: 'Give a reason for rejecting' });
    expect(rejectServiceBodySchema.safeParse({ version: 1, note: 'Duplicate of Paint Polishing' }).success).toBe(true);
  });
});
