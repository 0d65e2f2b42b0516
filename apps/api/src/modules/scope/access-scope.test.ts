import { describe, expect, it } from 'vitest';
import { scopeOf } from './access-scope';

describe('scopeOf', () => {
  it('gives each role its scope and a misconfigured admin none', () => {
    expect(scopeOf({ userType: 'super_admin', workshopId: null, societyId: null })).toEqual({ kind: 'all' });
    expect(scopeOf({ userType: 'workshop_admin', workshopId: 4, societyId: null })).toEqual({ kind: 'workshop', workshopId: 4 });
    expect(scopeOf({ userType: 'society_manager', workshopId: null, societyId: 2 })).toEqual({ kind: 'society', societyId: 2 });
    expect(scopeOf({ userType: 'workshop_admin', workshopId: null, societyId: 2 })).toEqual({ kind: 'none' });
  });
});
