import { describe, expect, it } from 'vitest';
import { guardDecision } from './guardDecision';

describe('guardDecision (spec §4 Guard, §6)', () => {
  const cases = [
    // no token: always to sign-in, whatever the role
    { token: null, userType: 'super_admin', requiredRole: 'super_admin', expected: { kind: 'redirect', to: '/' } },
    { token: '', userType: 'workshop_admin', requiredRole: 'workshop_admin', expected: { kind: 'redirect', to: '/' } },
    { token: undefined, userType: undefined, requiredRole: 'society_manager', expected: { kind: 'redirect', to: '/' } },
    // unknown role
    { token: 't', userType: 'guest', requiredRole: 'super_admin', expected: { kind: 'redirect', to: '/unauthorized' } },
    { token: 't', userType: 'cashier', requiredRole: 'workshop_admin', expected: { kind: 'redirect', to: '/unauthorized' } },
    { token: 't', userType: null, requiredRole: 'society_manager', expected: { kind: 'redirect', to: '/unauthorized' } },
    // own prefix
    { token: 't', userType: 'super_admin', requiredRole: 'super_admin', expected: { kind: 'allow' } },
    { token: 't', userType: 'workshop_admin', requiredRole: 'workshop_admin', expected: { kind: 'allow' } },
    { token: 't', userType: 'society_manager', requiredRole: 'society_manager', expected: { kind: 'allow' } },
    // foreign prefix: back to the own home
    { token: 't', userType: 'super_admin', requiredRole: 'workshop_admin', expected: { kind: 'redirect', to: '/main' } },
    { token: 't', userType: 'super_admin', requiredRole: 'society_manager', expected: { kind: 'redirect', to: '/main' } },
    { token: 't', userType: 'workshop_admin', requiredRole: 'super_admin', expected: { kind: 'redirect', to: '/workshop' } },
    { token: 't', userType: 'workshop_admin', requiredRole: 'society_manager', expected: { kind: 'redirect', to: '/workshop' } },
    { token: 't', userType: 'society_manager', requiredRole: 'super_admin', expected: { kind: 'redirect', to: '/society' } },
    { token: 't', userType: 'society_manager', requiredRole: 'workshop_admin', expected: { kind: 'redirect', to: '/society' } },
  ] as const;

  it.each(cases)('token=$token role=$userType at $requiredRole → $expected.kind $expected.to', ({ token, userType, requiredRole, expected }) => {
    expect(guardDecision({ token, userType, requiredRole })).toEqual(expected);
  });
});
