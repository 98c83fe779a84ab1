import { ROLES } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { adminLandingTab } from './AdminLanding';

describe('adminLandingTab', () => {
  it.each([
    ['admin', 'users'],
    ['data_manager', 'logs'],
    ['auditor', 'logs'],
  ] as const)('lands %s on %s', (role, tab) => {
    expect(adminLandingTab(role)).toBe(tab);
  });

  it('knows every role', () => {
    expect(ROLES.map(adminLandingTab)).toEqual(['logs', 'logs', 'logs', 'logs', 'users']);
  });
});
