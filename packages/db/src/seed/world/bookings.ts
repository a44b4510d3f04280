import { addDays, atUtcHour } from '../calendar-dates.ts';
import { createRng } from '../prng.ts';
import type { IdSequence, PropertyModel, World } from './types.ts';

// A few bookings of the first demo host (Lisbon Stays), so its console's bookings list and a
// booking's page have something to show: past stays, a guest in house, upcoming stays (one paid
// in full with check-in done, one with a balance still due) and a cancellation. They sit on the
// last unit of unit types with several units, so the site still has those dates for sale.

type Plan = {
  arrivesIn: number;
  nights: number;
  status: 'confirmed' | 'completed' | 'cancelled';
  source: 'website' | 'phone' | 'email' | 'walk_in' | 'channel';
  paid: 'full' | 'deposit' | 'none';
  guest: { firstName: string; lastName: string; email: string; nationality: string };
  checkinReady?: boolean;
};

const plans: readonly Plan[] = [
  { arrivesIn: -60, nights: 4, status: 'completed', source: 'website', paid: 'full', guest: { firstName: 'Emma', lastName: 'Schmidt', email: 'emma.schmidt@example.com', nationality: 'DE' } },
  { arrivesIn: -35, nights: 3, status: 'completed', source: 'channel', paid: 'full', guest: { firstName: 'Olivia', lastName: 'Smith', email: 'olivia.smith@example.com', nationality: 'GB' } },
  { arrivesIn: -21, nights: 7, status: 'completed', source: 'phone', paid: 'full', guest: { firstName: 'Lucía', lastName: 'García', email: 'lucia.garcia@example.com', nationality: 'ES' } },
  { arrivesIn: -9, nights: 2, status: 'completed', source: 'website', paid: 'full', guest: { firstName: 'Yuki', lastName: 'Tanaka', email: 'yuki.tanaka@example.com', nationality: 'JP' } },
  { arrivesIn: -1, nights: 5, status: 'confirmed', source: 'email', paid: 'full', checkinReady: true, guest: { firstName: 'Sofia', lastName: 'Rossi', email: 'sofia.rossi@example.com', nationality: 'IT' } },
  { arrivesIn: 12, nights: 3, status: 'confirmed', source: 'website', paid: 'full', checkinReady: true, guest: { firstName: 'Lukas', lastName: 'Weber', email: 'lukas.weber@example.com', nationality: 'AT' } },
  { arrivesIn: 45, nights: 6, status: 'confirmed', source: 'website', paid: 'deposit', guest: { firstName: 'Ana', lastName: 'Costa', email: 'ana.costa@example.com', nationality: 'PT' } },
  { arrivesIn: 70, nights: 4, status: 'confirmed', source: 'walk_in', paid: 'deposit', guest: { firstName: 'Noah', lastName: 'Cohen', email: 'noah.cohen@example.com', nationality: 'US' } },
  { arrivesIn: 30, nights: 2, status: 'cancelled', source: 'channel', paid: 'none', guest: { firstName: 'Hugo', lastName: 'Moreau', email: 'hugo.moreau@example.com', nationality: 'FR' } },
];

const codeLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function planBookings(
  world: World,
  properties: readonly PropertyModel[],
  startDate: string,
  ids: { bookings: IdSequence; guests: IdSequence; allocations: IdSequence; instalments: IdSequence; payments: IdSequence; steps: IdSequence; requests: IdSequence },
): void {
  const host = properties.find((property) => property.host.slug === 'lisbon-stays')?.host;
  if (!host) return;
  // Unit types of the host with at least two units: the booking takes the last one.
  const places = properties
    .filter((property) => property.host.id === host.id)
    .flatMap((property) => property.unitTypes.filter((unitType) => unitType.unitIds.length >= 2).map((unitType) => ({ property, unitType })));
  if (places.length === 0) return;
  const rng = createRng('bookings', host.id);

  plans.forEach((plan, index) => {
    const { property, unitType } = places[index % places.length]!;
    const ratePlan = world.ratePlans.find((row) => row.propertyId === property.id && row.sortOrder === 0);
    const series = world.rateSeries.find((row) => row.unitTypeId === unitType.id && row.ratePlanId === ratePlan?.id);
    if (!ratePlan?.id || !series) return;
    const id = ids.bookings.next();
    const checkIn = addDays(startDate, plan.arrivesIn);
    const checkOut = addDays(checkIn, plan.nights);
    const nights = Array.from({ length: plan.nights }, (_, night) => ({ date: addDays(checkIn, night), priceMinor: series.priceMinor }));
    const stayMinor = series.priceMinor * plan.nights;
    const cleaningMinor = 4_500;
    const totalMinor = stayMinor + cleaningMinor;
    const firstMinor = Math.round(totalMinor * 0.3);
    const paidMinor = plan.paid === 'full' ? totalMinor : plan.paid === 'deposit' ? firstMinor : 0;
    const bookedOn = addDays(checkIn, -rng.int(14, 60));
    const createdAt = atUtcHour(bookedOn, rng.int(8, 21));
    const confirmedAt = new Date(createdAt.getTime() + rng.int(3, 20) * 60_000);
    const code = `LS-${Array.from({ length: 6 }, () => rng.pick([...codeLetters])).join('')}`;
    world.bookings.push({
      id,
      code,
      accessSecret: Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join(''),
      organizationId: host.id,
      brandId: host.brandId,
      propertyId: property.id,
      unitTypeId: unitType.id,
      ratePlanId: ratePlan.id,
      checkIn,
      checkOut,
      adults: 2,
      children: index % 3 === 0 ? 1 : 0,
      status: plan.status,
      currency: property.currency,
      totalMinor,
      paidMinor,
      quote: {
        currency: property.currency,
        nights,
        lines: [
          { kind: 'accommodation', label: `${plan.nights} nights`, amountMinor: stayMinor },
          { kind: 'fee', label: 'Cleaning', amountMinor: cleaningMinor },
        ],
        totalMinor,
      },
      confirmedAt: plan.status === 'cancelled' && plan.paid === 'none' ? null : confirmedAt,
      cancelledAt: plan.status === 'cancelled' ? atUtcHour(addDays(bookedOn, 3), 10) : null,
      cancelReason: plan.status === 'cancelled' ? 'Guest changed plans' : null,
      checkinReadyAt: plan.checkinReady ? atUtcHour(addDays(checkIn, -2), 18) : null,
      language: 'en',
      source: plan.source,
      createdAt,
      updatedAt: createdAt,
    });
    world.bookingRequests.push({ id: ids.requests.next(), organizationId: host.id, brandId: host.brandId, source: plan.source === 'website' ? 'bookingEngine' : plan.source, payload: {}, status: 'accepted', bookingId: id, createdAt });
    world.guests.push({ id: ids.guests.next(), organizationId: host.id, bookingId: id, isBooker: true, isAdult: true, position: 0, ...plan.guest, mobile: `+351 91${rng.int(1_000_000, 9_999_999)}` });
    if (plan.status !== 'cancelled') {
      world.unitAllocations.push({ id: ids.allocations.next(), organizationId: host.id, unitId: unitType.unitIds[unitType.unitIds.length - 1]!, bookingId: id, kind: 'stay', startsOn: checkIn, endsOn: checkOut, createdAt });
    }
    if (paidMinor > 0) {
      const schedule = plan.paid === 'full' ? [totalMinor] : [firstMinor, totalMinor - firstMinor];
      schedule.forEach((amountMinor, sequence) => {
        const instalmentId = ids.instalments.next();
        const paid = sequence === 0 || plan.paid === 'full';
        world.instalments.push({
          id: instalmentId,
          organizationId: host.id,
          bookingId: id,
          sequence: sequence + 1,
          amountMinor,
          currency: property.currency,
          dueDate: sequence === 0 ? bookedOn : addDays(checkIn, -30),
          status: paid ? 'paid' : 'scheduled',
          paidAt: paid ? confirmedAt : null,
          createdAt,
        });
        if (paid) {
          world.payments.push({
            id: ids.payments.next(),
            organizationId: host.id,
            bookingId: id,
            instalmentId,
            provider: 'sandbox',
            idempotencyKey: `seed-booking-${id}-${sequence + 1}`,
            amountMinor,
            currency: property.currency,
            status: 'succeeded',
            succeededAt: confirmedAt,
            createdAt: confirmedAt,
            updatedAt: confirmedAt,
          });
        }
      });
    }
    if (plan.checkinReady) {
      for (const [offset, step] of (['general_info', 'guest_info'] as const).entries()) {
        world.bookingCheckinSteps.push({ id: ids.steps.next(), organizationId: host.id, bookingId: id, step, status: 'completed', completedAt: atUtcHour(addDays(checkIn, -3), 17 + offset) });
      }
    }
  });
}
