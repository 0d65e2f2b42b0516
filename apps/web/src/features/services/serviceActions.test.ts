import { describe, expect, it } from 'vitest';
import { allowedServiceActions } from './serviceActions';

describe('allowedServiceActions', () => {
  it('follows pending_approval → active / rejected and active ↔ inactive', () => {
    expect(allowedServiceActions('pending_approval')).toEqual(['approve', 'reject']);
    expect(allowedServiceActions('active')).toEqual(['deactivate']);
    expect(allowedServiceActions('inactive')).toEqual(['activate']);
    expect(allowedServiceActions('rejected')).toEqual([]);
  });
});
