import type { CitySeed } from '../catalog/destinations/index.ts';
import { agreementBodyIn } from '../catalog/translations/agreement.ts';
import { otherLanguages } from '../catalog/translations/types.ts';
import { atUtcHour, addDays } from '../calendar-dates.ts';
import { createRng } from '../prng.ts';
import type { HostModel, IdSequence, PropertyModel, World } from './types.ts';

// Online check-in: which steps each property requires, and each host's rental agreement.

// Portugal, Spain and Italy oblige hosts to register guests' ID documents with the authorities.
const registrationCountries = new Set(['PT', 'ES', 'IT']);

export function requiresIdentityCheck(propertyId: number, city: CitySeed): boolean {
  return registrationCountries.has(city.countryCode) || createRng('identity', propertyId).chance(0.2);
}

const agreementBody = (host: HostModel) => `Rental agreement between {{hostName}} and {{guestName}}

This agreement covers the stay at {{propertyName}}, {{propertyAddress}}, from {{checkIn}} (arrival from {{checkInTime}}) to {{checkOut}} (departure by {{checkOutTime}}) for up to {{maxGuests}} guests.

1. Use of the property. The property is let for holiday purposes only. The number of guests may not exceed {{maxGuests}}. Parties, events and commercial filming are not allowed without written consent.

2. House rules. The guest agrees to follow the house rules shown on the booking page, including quiet hours and the smoking policy, and is responsible for the behaviour of everyone in the party.

3. Security deposit. Where a security deposit of {{depositAmount}} applies, it is held on the guest's card and released after check-out if no damage is found. Damage beyond normal wear may be deducted, with photos and receipts provided.

4. Cancellation. Cancellations follow the policy of the rate plan booked ({{ratePlanName}}).

5. Liability. ${host.name} is not liable for loss of or damage to guests' belongings, except where caused by its negligence.

Signed electronically by {{guestName}} on {{signedAt}}.`;

export function planCheckin(
  world: World,
  hosts: readonly HostModel[],
  properties: readonly PropertyModel[],
  startDate: string,
  ids: { templates: IdSequence; versions: IdSequence },
): void {
  const templateByHost = new Map<number, number>();
  for (const host of hosts) {
    if (host.isSharedListing) continue;
    const templateId = ids.templates.next();
    templateByHost.set(host.id, templateId);
    world.agreementTemplates.push({ id: templateId, organizationId: host.id, name: `${host.name} rental agreement` });
    world.agreementVersions.push({
      id: ids.versions.next(),
      organizationId: host.id,
      templateId,
      version: 1,
      language: 'en',
      body: agreementBody(host),
      publishedAt: atUtcHour(addDays(startDate, -200), 9),
    });
    // The hand-made hosts also publish it in German and Portuguese.
    if (!host.isGenerated) {
      for (const language of otherLanguages) {
        world.agreementVersions.push({
          id: ids.versions.next(),
          organizationId: host.id,
          templateId,
          version: 1,
          language,
          body: agreementBodyIn(language, host.name),
          publishedAt: atUtcHour(addDays(startDate, -200), 9),
        });
      }
    }
  }

  for (const property of properties) {
    const rng = createRng('checkin', property.id);
    const wholeHome = ['house', 'townhouse', 'villa', 'chalet', 'loft', 'apartment'].includes(property.kind);
    const terms = wholeHome || rng.chance(0.4);
    const identity = requiresIdentityCheck(property.id, property.city);
    const deposit = wholeHome && rng.chance(0.75);
    const depositMinor = !deposit
      ? 0
      : property.kind === 'villa' || property.kind === 'chalet'
        ? (property.currency === 'CHF' ? 100000 : 50000)
        : rng.pick([20000, 25000, 30000]);
    const steps = [
      'general_info',
      'guest_info',
      ...(terms ? ['terms'] : []),
      ...(identity ? ['identity'] : []),
      'payment',
      ...(deposit ? ['security_deposit'] : []),
    ] as ('general_info' | 'guest_info' | 'terms' | 'identity' | 'payment' | 'security_deposit')[];
    world.checkinSettings.push({
      propertyId: property.id,
      organizationId: property.host.id,
      requiredSteps: steps,
      depositAmountMinor: depositMinor,
      depositHoursBeforeArrival: 24,
      depositReleaseDaysAfterCheckout: rng.pick([2, 3, 7]),
      identityRetentionDays: 30,
      agreementTemplateId: terms ? (templateByHost.get(property.host.id) ?? null) : null,
    });
  }
}
