import type { PropertyKind } from '../catalog/demo-properties/index.ts';
import { createRng, type Rng } from '../prng.ts';
import type { HostModel, IdSequence, PropertyModel, RateSeries, World } from './types.ts';
import { bedAndBreakfastPlan, feeNames, flexiblePlan, nonRefundablePlan, taxNames } from '../catalog/translations/commerce.ts';
import { named } from '../catalog/translations/types.ts';

// Cancellation policies, rate plans, the parameters of their daily rates, fees and taxes.

type HostPolicies = { flexible: number; moderate: number; nonRefundable: number };

export function planCancellationPolicies(world: World, hosts: readonly HostModel[], ids: IdSequence): Map<number, HostPolicies> {
  const byHost = new Map<number, HostPolicies>();
  for (const host of hosts) {
    if (host.isSharedListing) continue;
    const policies = { flexible: ids.next(), moderate: ids.next(), nonRefundable: ids.next() };
    byHost.set(host.id, policies);
    world.cancellationPolicies.push(
      {
        id: policies.flexible,
        organizationId: host.id,
        name: `Flexible: free cancellation until ${host.flexibleDays} days before arrival`,
        kind: 'flexible',
        rules: [
          { daysBeforeArrival: host.flexibleDays, refundPercent: 100 },
          { daysBeforeArrival: 1, refundPercent: 50 },
        ],
      },
      {
        id: policies.moderate,
        organizationId: host.id,
        name: 'Moderate: full refund until 30 days, half until 14 days before arrival',
        kind: 'moderate',
        rules: [
          { daysBeforeArrival: 30, refundPercent: 100 },
          { daysBeforeArrival: 14, refundPercent: 50 },
        ],
      },
      { id: policies.nonRefundable, organizationId: host.id, name: 'Non-refundable', kind: 'non_refundable', rules: [] },
    );
  }
  return byHost;
}

function minStays(kind: PropertyKind, rng: Rng, changeover: boolean): [number, number, number] {
  switch (kind) {
    case 'hostel':
      return [1, 1, 2];
    case 'hotel':
    case 'guesthouse':
      return [1, 2, 2];
    case 'villa':
    case 'chalet':
      return changeover ? [3, 5, 7] : [3, 4, rng.pick([5, 7])];
    case 'house':
    case 'townhouse':
      return [2, 3, rng.pick([4, 5])];
    default:
      return rng.pick([
        [1, 2, 3],
        [2, 2, 3],
        [2, 3, 4],
      ] as [number, number, number][]);
  }
}

function weekendPercent(kind: PropertyKind, property: PropertyModel, rng: Rng): number {
  if (property.city.scene === 'alpine' && (kind === 'chalet' || kind === 'villa')) return rng.pick([0, 5, 10]);
  if (kind === 'hotel') return 10;
  return rng.pick([15, 20, 25]);
}

export function planRates(
  world: World,
  properties: readonly PropertyModel[],
  policiesByHost: Map<number, HostPolicies>,
  ids: { ratePlans: IdSequence; fees: IdSequence; taxes: IdSequence },
): void {
  for (const property of properties) {
    const rng = createRng('rates', property.id);
    const organizationId = property.host.id;
    const policies = policiesByHost.get(organizationId) as HostPolicies;
    const chf = property.currency === 'CHF';
    const flexibleId = ids.ratePlans.next();
    world.ratePlans.push(
      {
        id: flexibleId,
        organizationId,
        propertyId: property.id,
        name: 'Flexible',
        description: `Free cancellation until ${property.host.flexibleDays} days before arrival. Pay now or in instalments.`,
        translations: flexiblePlan(property.host.flexibleDays),
        cancellationPolicyId: policies.flexible,
        mealPlan: 'room_only',
        // "Pay now or in instalments": 30% at booking, the balance 30 days before arrival.
        prepaymentPercent: 30,
        balanceDueDaysBeforeArrival: 30,
        sortOrder: 0,
      },
      {
        id: ids.ratePlans.next(),
        organizationId,
        propertyId: property.id,
        name: 'Non-refundable',
        description: 'Save 10% when you pay in full now. No refund if you cancel.',
        translations: nonRefundablePlan,
        cancellationPolicyId: policies.nonRefundable,
        mealPlan: 'room_only',
        parentRatePlanId: flexibleId,
        derivedPercent: '-10.00',
        sortOrder: 1,
      },
    );
    const breakfastId = property.breakfastPlan ? ids.ratePlans.next() : null;
    if (breakfastId) {
      world.ratePlans.push({
        id: breakfastId,
        organizationId,
        propertyId: property.id,
        name: 'Bed & Breakfast',
        description: 'Breakfast for every guest included. Full refund until 30 days, half until 14 days before arrival.',
        translations: bedAndBreakfastPlan,
        cancellationPolicyId: policies.moderate,
        mealPlan: 'breakfast',
        sortOrder: 2,
      });
    }

    const changeover = property.peakChangeover === 'saturday';
    const [minStayLow, minStayMid, minStayPeak] = minStays(property.kind, rng, changeover);
    const weekend = weekendPercent(property.kind, property, rng);
    for (const unitType of property.unitTypes) {
      const series: RateSeries = {
        organizationId,
        unitTypeId: unitType.id,
        ratePlanId: flexibleId,
        priceMinor: unitType.priceMinor,
        weekendPercent: weekend,
        season: property.city.season,
        minStayLow,
        minStayMid,
        minStayPeak,
        maxStay: property.maxStay ?? null,
        closedArrivalDow: property.arrivalRule === 'no_sunday_arrivals' ? 0 : -1,
        closedDepartureDow: property.departureRule === 'no_sunday_departures' ? 0 : -1,
        peakChangeoverDow: changeover ? 6 : -1,
      };
      world.rateSeries.push(series);
      if (breakfastId) {
        const breakfastPerGuest = chf ? 2500 : 1200;
        world.rateSeries.push({ ...series, ratePlanId: breakfastId, priceMinor: unitType.priceMinor + breakfastPerGuest * unitType.baseOccupancy });
      }
    }
    const firstFee = world.fees.length;
    planFees(world, property, ids.fees);
    for (const fee of world.fees.slice(firstFee)) fee.translations = named('name', feeNames[fee.name]);
    planTaxes(world, property, ids.taxes);
  }
}

const cleaningByBedrooms = [3500, 4500, 6000, 8000, 12000, 15000] as const;

function planFees(world: World, property: PropertyModel, ids: IdSequence): void {
  const base = { organizationId: property.host.id, propertyId: property.id };
  const factor = property.currency === 'CHF' ? 1.5 : 1;
  const largest = Math.max(...property.unitTypes.map((u) => u.bedrooms));
  if (property.kind === 'hostel') {
    world.fees.push({ ...base, id: ids.next(), kind: 'linen', name: 'Linen and towels', calculation: 'per_stay', amountMinor: 300 });
  } else if (property.kind !== 'hotel') {
    const amount = Math.round(((cleaningByBedrooms[Math.min(largest, 5)] as number) * factor) / 100) * 100;
    world.fees.push({ ...base, id: ids.next(), kind: 'cleaning', name: 'Final cleaning', calculation: 'per_stay', amountMinor: amount });
  }
  if (property.unitTypes.some((u) => u.maxOccupancy > u.baseOccupancy)) {
    world.fees.push({
      ...base,
      id: ids.next(),
      kind: 'extra_guest',
      name: 'Extra guest (above the guests included in the price), per night',
      calculation: 'per_guest_per_night',
      amountMinor: property.currency === 'CHF' ? 3000 : 1500,
    });
  }
  if (property.petsAllowed) {
    world.fees.push({ ...base, id: ids.next(), kind: 'pet', name: 'Pet fee', calculation: 'per_pet', amountMinor: property.currency === 'CHF' ? 4000 : 2500 });
  }
}

const vatName: Record<string, string> = { PT: 'IVA', ES: 'IVA', IT: 'IVA', AT: 'USt.', CH: 'MWST' };

function planTaxes(world: World, property: PropertyModel, ids: IdSequence): void {
  const base = { organizationId: property.host.id, propertyId: property.id };
  const tax = property.city.touristTax;
  world.taxes.push({
    ...base,
    id: ids.next(),
    name: tax.name,
    kind: 'per_person_per_night',
    amountMinor: tax.amountMinor,
    maxNights: tax.maxNights,
    appliesToChildren: tax.appliesToChildren,
    translations: named('name', taxNames[tax.name]),
  });
  if (property.host.chargesVat) {
    world.taxes.push({
      ...base,
      id: ids.next(),
      name: `${vatName[property.city.countryCode] ?? 'VAT'} ${property.city.vatPercent}%`,
      kind: 'percentage',
      percent: property.city.vatPercent.toFixed(3),
      includesFees: true,
    });
  }
}
