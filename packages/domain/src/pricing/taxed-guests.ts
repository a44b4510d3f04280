import type { GuestCount } from '../stay/restrictions.ts';

// Who pays a per-person tax (a tourist tax) for a booking, from what the booking knows.
//
// The booking engine knows adults (18 and over) and children (0 to 17) as counts; dates of birth
// come later, at online check-in, when the price is already agreed. So the rule works on counts:
// - every adult pays: an exemption age is at most 18 (the host's form and the API refuse more),
//   so no adult is ever under it;
// - a child pays only when the tax applies to children and has no exemption age;
// - a tax with an exemption age ("children under 13 pay nothing") exempts the booking's
//   children: they are declared as children, without an age, and an exemption is written for
//   children. The guest is never charged for a child who may be exempt, so the all-in price never
//   overstates the tax; hosts who must charge teenagers leave the exemption age empty.
// The quote, the search's SQL twin (stay-offer-sql.ts) and every display use this one rule.

export const maxExemptionAge = 18;

export type PerPersonTaxRule = {
  appliesToChildren: boolean;
  // Guests younger than this pay nothing; null: no age exemption.
  exemptUnderAge: number | null;
};

/** How many of the booking's guests pay a per-person tax. */
export function taxedGuests(tax: PerPersonTaxRule, guests: Pick<GuestCount, 'adults' | 'children'>): number {
  const childrenPay = tax.appliesToChildren && tax.exemptUnderAge === null;
  return guests.adults + (childrenPay ? guests.children : 0);
}
