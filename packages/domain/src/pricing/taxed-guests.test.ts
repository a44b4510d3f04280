import { describe, expect, it } from 'vitest';
import { maxExemptionAge, taxedGuests } from './taxed-guests.ts';

describe('taxedGuests: who pays a per-person tax', () => {
  const family = { adults: 2, children: 3 };

  it('counts adults only when the tax does not apply to children', () => {
    expect(taxedGuests({ appliesToChildren: false, exemptUnderAge: null }, family)).toBe(2);
  });

  it('counts everyone when children pay and no age is exempt', () => {
    expect(taxedGuests({ appliesToChildren: true, exemptUnderAge: null }, family)).toBe(5);
  });

  it('takes the booking’s children as under the exemption age (ages are not known at booking)', () => {
    expect(taxedGuests({ appliesToChildren: true, exemptUnderAge: 13 }, family)).toBe(2);
    expect(taxedGuests({ appliesToChildren: true, exemptUnderAge: 2 }, family)).toBe(2);
  });

  it('never exempts an adult: an exemption age is at most 18', () => {
    expect(maxExemptionAge).toBe(18);
    expect(taxedGuests({ appliesToChildren: true, exemptUnderAge: maxExemptionAge }, { adults: 4, children: 0 })).toBe(4);
  });

  it('charges nobody for a booking of no one (a caller’s edge, not a guest’s)', () => {
    expect(taxedGuests({ appliesToChildren: true, exemptUnderAge: null }, { adults: 0, children: 0 })).toBe(0);
  });
});
