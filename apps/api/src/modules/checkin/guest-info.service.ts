import type { CheckinSaved, GuestRecord, GuestsInfo, GuestValues } from '@direct/contracts';
import { checkGuestList, emptyGuest, registrationAuthority, registrationFile, type GuestDetails, type RegistrationAuthority, type RegistrationFile } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { CheckinProgressService } from './checkin-progress.service.ts';
import type { CheckinRepository } from './checkin.repository.ts';
import { openForCheckin, type CheckinBookings } from './checkin-hub.service.ts';
import { hubPath, stepPath } from './checkin-paths.ts';

// Step 2, Guest info: one entry per adult and child (the booker first), checked with the property
// country's registration rules (@direct/domain), and the host's export for the authorities.

export type GuestInfoService = ReturnType<typeof createGuestInfoService>;

export function createGuestInfoService(options: { bookings: CheckinBookings; progress: CheckinProgressService; repository: CheckinRepository; now: () => Date }) {
  const { bookings, progress, repository, now } = options;

  // The saved guests; before the step is saved, the booker from the booking and blank entries.
  async function guestList(record: Booking): Promise<GuestDetails[]> {
    const saved = await repository.guests(record.organizationId, record.id);
    const [booker, ...others] = saved;
    const list: GuestDetails[] = [booker ?? { ...emptyGuest(true), first_name: record.guest.firstName, last_name: record.guest.lastName, email: record.guest.email, mobile: record.guest.phone }];
    const adults = others.filter((guest) => guest.is_adult);
    const children = others.filter((guest) => !guest.is_adult);
    for (let index = 1; index < record.adults; index += 1) list.push(adults[index - 1] ?? emptyGuest(true));
    for (let index = 0; index < record.children; index += 1) list.push(children[index] ?? emptyGuest(false));
    return list.map(({ ...guest }) => {
      delete (guest as Partial<{ isBooker: boolean }>).isBooker;
      return guest;
    });
  }

  return {
    async info(code: string, token: string): Promise<GuestsInfo> {
      const record = await openForCheckin(bookings, code, token);
      const countryCode = await repository.propertyCountry(record.organizationId, record.propertyId);
      const states = await progress.states(record.organizationId, record.id);
      return {
        bookingCode: record.code,
        brandId: record.brandId,
        propertyName: record.propertyName,
        checkIn: record.checkIn,
        checkOut: record.checkOut,
        adults: record.adults,
        children: record.children,
        countryCode,
        authority: registrationAuthority(countryCode),
        guests: (await guestList(record)) as GuestRecord[],
        completed: states.completed.has('guest_info'),
        nextPath: nextAfterGuests(states.required, record.code, token),
      };
    },

    async save(body: { BOOKINGCODE: string; access_token: string; guests: GuestValues[] }): Promise<CheckinSaved> {
      const record = await openForCheckin(bookings, body.BOOKINGCODE, body.access_token);
      const countryCode = await repository.propertyCountry(record.organizationId, record.propertyId);
      const guests: GuestDetails[] = body.guests;
      const problems = checkGuestList(guests, { adults: record.adults, children: record.children, checkIn: record.checkIn, countryCode }, now().toISOString().slice(0, 10));
      if (problems.length > 0) {
        throw new AppError('validation_failed', 'Some guest details are missing or not valid.', {
          fields: problems.map((problem) => ({ field: problem.index < 0 ? 'guests' : `guests.${problem.index}.${problem.field}`, message: problem.message, reason: problem.reason })),
        });
      }
      await repository.replaceGuests(record.organizationId, record.id, guests, now());
      await progress.complete(record.organizationId, record.id, 'guest_info');
      const states = await progress.states(record.organizationId, record.id);
      return { saved: true, nextPath: nextAfterGuests(states.required, record.code, body.access_token), hubPath: hubPath(record.code, body.access_token) };
    },

    /** The host's file for an authority; a platform client or another host's booking → 404. */
    async registrationExport(organizationId: number | null, code: string, format: RegistrationAuthority): Promise<RegistrationFile> {
      const record = organizationId === null ? null : await bookings.checkin.byCodeForOrganization(organizationId, code);
      if (!record) throw new AppError('not_found', 'There is no booking with this code.');
      const guests = await guestList(record);
      return registrationFile(format, guests, { bookingCode: record.code, checkIn: record.checkIn, checkOut: record.checkOut, propertyName: record.propertyName });
    },
  };
}

// After the guests: the next required step (terms, identity, payment, deposit), else the hub.
function nextAfterGuests(required: readonly string[], code: string, token: string): string {
  const next = (['terms', 'identity', 'payment', 'security_deposit'] as const).find((step) => required.includes(step));
  return next ? stepPath(next, code, token) : hubPath(code, token);
}
