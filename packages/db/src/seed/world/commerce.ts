import { addDays, atUtcHour } from '../calendar-dates.ts';
import { earlyBirdPromotion, earlyCheckIn, extras, lateCheckOut, longStayPromotion, transfer } from '../catalog/translations/commerce.ts';
import { createRng } from '../prng.ts';
import type { HostModel, IdSequence, PropertyModel, World } from './types.ts';

// Add-ons (paid early check-in / late check-out slots and extras), vouchers and promotions.

export function planAddOns(world: World, properties: readonly PropertyModel[], ids: IdSequence): void {
  for (const property of properties) {
    const rng = createRng('add-ons', property.id);
    const chf = property.currency === 'CHF';
    const money = (eur: number) => (chf ? Math.round((eur * 1.5) / 500) * 500 : eur);
    const base = { organizationId: property.host.id, propertyId: property.id };
    let sortOrder = 0;
    const add = (row: Omit<World['addOns'][number], 'organizationId' | 'propertyId' | 'id' | 'sortOrder'>) =>
      world.addOns.push({ ...base, id: ids.next(), sortOrder: sortOrder++, translations: extras[row.label] ?? transfer(row.label) ?? {}, ...row });

    add({ kind: 'arrival_time', label: 'Early check-in from 12:00', translations: earlyCheckIn('12:00'), calculation: 'fixed', amountMinor: money(3000), slotTime: '12:00:00' });
    add({ kind: 'arrival_time', label: 'Early check-in from 13:00', translations: earlyCheckIn('13:00'), calculation: 'fixed', amountMinor: money(2000), slotTime: '13:00:00' });
    add({ kind: 'departure_time', label: 'Late check-out until 13:00', translations: lateCheckOut('13:00'), calculation: 'fixed', amountMinor: money(2000), slotTime: '13:00:00' });
    add({ kind: 'departure_time', label: 'Late check-out until 15:00', translations: lateCheckOut('15:00'), calculation: 'fixed', amountMinor: money(3500), slotTime: '15:00:00' });

    // Generated properties offer a random subset of extras; the demo set offers them all.
    const offer = (probability: number) => !property.isGenerated || rng.chance(probability);
    if (!property.breakfastPlan && offer(0.6)) {
      add({ kind: 'extra', label: 'Breakfast basket', description: 'Fresh bread, pastries, fruit, local cheese and coffee, delivered each morning.', calculation: 'per_guest_per_night', amountMinor: money(1200) });
    }
    if (offer(0.7)) {
      add({ kind: 'extra', label: property.city.transfer.label, description: 'A private driver meets you on arrival; price per trip for up to four guests.', calculation: 'fixed', amountMinor: property.city.transfer.amountMinor, maxQuantity: 2 });
    }
    if (offer(0.5)) {
      const alpine = property.city.scene === 'alpine';
      add({
        kind: 'extra',
        label: alpine ? 'E-bike rental' : 'Bike rental',
        description: alpine ? 'Electric mountain bike with helmet, per bike per night.' : 'City bike with a lock and helmet, per bike per night.',
        calculation: 'per_night',
        amountMinor: alpine ? money(3500) : money(1500),
        maxQuantity: 4,
      });
    }
    if (offer(0.6)) {
      add({ kind: 'extra', label: 'Welcome basket', description: 'A bottle of local wine, pastries and fruit waiting for you on arrival.', calculation: 'fixed', amountMinor: money(2500) });
    }
    if (offer(0.5)) {
      add({ kind: 'extra', label: 'Cancellation protection', description: 'Cancel for any reason up to 48 hours before arrival and get a full refund.', calculation: 'percentage', percent: '8.00' });
    }
  }
}

function voucherCodeFor(property: PropertyModel): string {
  const word = property.name.normalize('NFKD').replace(/[^A-Za-z ]/g, '').split(' ')[0] ?? 'STAY';
  return `${word.toUpperCase().slice(0, 10)}15`;
}

export function planVouchersAndPromotions(
  world: World,
  hosts: readonly HostModel[],
  properties: readonly PropertyModel[],
  startDate: string,
  ids: { vouchers: IdSequence; promotions: IdSequence },
): void {
  const firstProperty = new Map<number, PropertyModel>();
  for (const property of properties) if (!firstProperty.has(property.host.id)) firstProperty.set(property.host.id, property);
  const at = (days: number) => atUtcHour(addDays(startDate, days), 0);

  for (const host of hosts) {
    const scoped = firstProperty.get(host.id);
    if (!scoped) continue;
    const currency = host.currency;
    const base = { organizationId: host.id };
    world.vouchers.push(
      { ...base, id: ids.vouchers.next(), code: 'WELCOME10', kind: 'percentage', percent: '10.00', validFrom: at(-60), validUntil: at(365) },
      { ...base, id: ids.vouchers.next(), code: 'SUMMER50', kind: 'fixed', amountMinor: 5000, currency, minNights: 3, validFrom: at(-30), validUntil: at(300) },
      // Expired: for the "code is invalid" path.
      { ...base, id: ids.vouchers.next(), code: 'SPRING15', kind: 'percentage', percent: '15.00', validFrom: at(-120), validUntil: at(-10) },
      // Used up: usage limit reached.
      { ...base, id: ids.vouchers.next(), code: 'FRIENDS20', kind: 'percentage', percent: '20.00', usageLimit: 25, usedCount: 25, validFrom: at(-90), validUntil: at(180) },
    );
    const scopedId = ids.vouchers.next();
    world.vouchers.push({ ...base, id: scopedId, code: voucherCodeFor(scoped), kind: 'percentage', percent: '15.00', minNights: 2, validFrom: at(-14), validUntil: at(240) });
    world.voucherProperties.push({ organizationId: host.id, voucherId: scopedId, propertyId: scoped.id });

    world.promotions.push({ ...base, id: ids.promotions.next(), name: 'Long stay: 15% off 7 nights or more', translations: longStayPromotion, kind: 'percentage', percent: '15.00', minNights: 7 });
    if (createRng('promotions', host.id).chance(0.5)) {
      world.promotions.push({ ...base, id: ids.promotions.next(), name: 'Early bird: 10% off when you book 60 days ahead', translations: earlyBirdPromotion, kind: 'percentage', percent: '10.00', minDaysBeforeArrival: 60 });
    }
  }
}
