import { describe, expect, it } from 'vitest';
import { homeAddress, safeNext, signInAddress } from './next-address.ts';

describe('addresses after sign-in', () => {
  it('keeps only paths of this site', () => {
    expect(safeNext('/o/3/team?x=1')).toBe('/o/3/team?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null]) expect(safeNext(bad)).toBe('/');
  });

  it('sends a host to onboarding, their organization or the chooser', () => {
    expect(homeAddress([])).toBe('/onboarding');
    expect(homeAddress([{ organizationId: 7 }])).toBe('/o/7');
    expect(homeAddress([{ organizationId: 7 }, { organizationId: 8 }])).toBe('/organizations');
  });

  it('comes back to the page asked for', () => {
    expect(signInAddress('/')).toBe('/sign-in');
    expect(signInAddress('/o/1/team')).toBe('/sign-in?next=%2Fo%2F1%2Fteam');
  });
});
