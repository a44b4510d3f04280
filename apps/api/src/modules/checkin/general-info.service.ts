import type { CheckinSaved, FirstStepBody, FirstStepInfo, TimeSlotOption } from '@direct/contracts';
import { arrivalSlots, departureSlots, type ArrivalWindowRule } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { SlotChange, SlotKind } from '../bookings/booking-ports.ts';
import type { PricedSlot } from '../bookings/booking-checkin.service.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { CheckinProgressService } from './checkin-progress.service.ts';
import { openForCheckin, type CheckinBookings } from './checkin-hub.service.ts';
import { hubPath, stepPath } from './checkin-paths.ts';

// Step 1, General info: arrival and departure time (free times around the property's check-in
// and check-out times, or only the host's arrival window's slots when one is set; or a paid early
// check-in / late check-out slot), purpose of stay, consent.

// Free times offered: from the check-in time to 23:00 on arrival, 06:00 to the check-out time on departure.
function freeTimes(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let at = minutes(from); at <= minutes(to); at += 60) times.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  return times;
}

export type GeneralInfoService = ReturnType<typeof createGeneralInfoService>;

export function createGeneralInfoService(options: {
  bookings: CheckinBookings;
  progress: CheckinProgressService;
  windows: { arrivalWindow(organizationId: number, bookingId: number): Promise<ArrivalWindowRule | null> };
  now: () => Date;
}) {
  const { bookings, progress, windows, now } = options;

  async function context(record: Booking) {
    const [info, offers, chosen, clashes, window] = await Promise.all([
      bookings.checkin.generalInfo(record),
      bookings.checkin.slotOffers(record),
      bookings.checkin.chosenSlots(record),
      bookings.checkin.unitClashes(record),
      windows.arrivalWindow(record.organizationId, record.id),
    ]);
    if (!info) throw new AppError('not_found', 'There is no such booking.');
    const money = (amountMinor: number) => ({ amountMinor, currency: record.currency });
    // A slot the booking already has stays choosable even if the day got busier since.
    const unavailableReason = (offer: PricedSlot): TimeSlotOption['unavailableReason'] => {
      if (chosen.some((slot) => slot.addOnId === offer.id)) return null;
      if (offer.kind === 'arrival_time') return clashes.departing ? 'departure_same_day' : null;
      return clashes.arriving ? 'arrival_same_day' : null;
    };
    const paidOffers = (kind: SlotKind): TimeSlotOption[] =>
      offers
        .filter((offer) => offer.kind === kind)
        .map((offer) => {
          const reason = unavailableReason(offer);
          return { addOnId: offer.id, time: offer.slotTime, addonLabel: offer.label, price: money(offer.priceMinor), unavailable: reason !== null, unavailableReason: reason };
        });
    const free = (time: string): TimeSlotOption => ({ addOnId: null, time, addonLabel: null, price: null, unavailable: false, unavailableReason: null });
    const freeArrivals = window ? arrivalSlots(window) : freeTimes(info.checkInTime, '23:00');
    const freeDepartures = window ? departureSlots(window) : freeTimes('06:00', info.checkOutTime);
    const firstFree = freeArrivals[0] ?? info.checkInTime;
    const lastFree = freeDepartures.at(-1) ?? info.checkOutTime;
    const options = {
      arrival: [...paidOffers('arrival_time').filter((slot) => slot.time < firstFree), ...freeArrivals.map(free)],
      departure: [...freeDepartures.map(free), ...paidOffers('departure_time').filter((slot) => slot.time > lastFree)],
    };
    return { info, offers, chosen, options, money, window };
  }

  async function view(record: Booking, token: string): Promise<FirstStepInfo> {
    const { info, chosen, options, money } = await context(record);
    const states = await progress.states(record.organizationId, record.id);
    const choiceOf = (kind: SlotKind, time: string | null) => {
      const slot = chosen.find((row) => row.kind === kind);
      if (slot) return { addOnId: slot.addOnId, time: slot.slotTime ?? time ?? '', addonLabel: slot.label, price: money(slot.amountMinor), paid: slot.instalmentId === null || slot.instalmentStatus === 'paid' };
      return time ? { addOnId: null, time, addonLabel: null, price: null, paid: false } : null;
    };
    const dueNow = record.instalments
      .filter((part) => part.status !== 'paid' && part.status !== 'cancelled' && part.dueDate <= now().toISOString().slice(0, 10))
      .reduce((sum, part) => sum + part.amountMinor, 0);
    return {
      bookingCode: record.code,
      brandId: record.brandId,
      propertyName: record.propertyName,
      checkIn: record.checkIn,
      checkOut: record.checkOut,
      checkInTime: info.checkInTime,
      checkOutTime: info.checkOutTime,
      arrival_time: choiceOf('arrival_time', info.arrivalTime),
      departure_time: choiceOf('departure_time', info.departureTime),
      purposeOfStay: info.purposeOfStay,
      options,
      completed: states.completed.has('general_info'),
      amountDueNow: money(dueNow),
      nextPath: stepPath('guest_info', record.code, token),
    };
  }

  return {
    async info(code: string, token: string): Promise<FirstStepInfo> {
      return view(await openForCheckin(bookings, code, token), token);
    },

    async save(body: FirstStepBody): Promise<CheckinSaved> {
      const record = await openForCheckin(bookings, body.BOOKINGCODE, body.access_token);
      const { info, offers, chosen, options, window } = await context(record);
      const fields: { field: string; message: string; reason: string }[] = [];
      const slots: SlotChange[] = [];
      const check = (kind: SlotKind, name: 'arrival_time' | 'departure_time', choice: FirstStepBody['arrival_time']) => {
        if (choice.add_on_id === null) {
          const tooEarly = !window && kind === 'arrival_time' && choice.time < info.checkInTime;
          const tooLate = !window && kind === 'departure_time' && choice.time > info.checkOutTime;
          if (tooEarly) fields.push({ field: `${name}.time`, message: `Arrival before ${info.checkInTime} needs an early check-in slot`, reason: 'too_early' });
          if (tooLate) fields.push({ field: `${name}.time`, message: `Departure after ${info.checkOutTime} needs a late check-out slot`, reason: 'too_late' });
          // With the host's window, only its slots (the guest's current time stays acceptable).
          const offered = (kind === 'arrival_time' ? options.arrival : options.departure).some((slot) => slot.addOnId === null && slot.time === choice.time);
          const current = kind === 'arrival_time' ? info.arrivalTime : info.departureTime;
          if (window && !offered && choice.time !== current) {
            fields.push({ field: `${name}.time`, message: 'Please choose one of the offered times', reason: 'slot_not_offered' });
          }
          slots.push({ kind, wanted: null });
          return;
        }
        const offer = offers.find((row) => row.id === choice.add_on_id && row.kind === kind);
        const option = (kind === 'arrival_time' ? options.arrival : options.departure).find((row) => row.addOnId === choice.add_on_id);
        if (!offer || !option) {
          // A slot the booking already has is accepted as it is (even if the host withdrew it since).
          const kept = chosen.find((slot) => slot.kind === kind && slot.addOnId === choice.add_on_id);
          if (kept) slots.push({ kind, wanted: { addOnId: kept.addOnId, label: kept.label, amountMinor: kept.amountMinor, slotTime: kept.slotTime ?? choice.time } });
          else fields.push({ field: `${name}.add_on_id`, message: 'This time slot isn’t offered', reason: 'invalid_slot' });
          return;
        }
        if (option.unavailable) {
          fields.push({ field: `${name}.add_on_id`, message: 'This time slot is not available for these dates', reason: 'slot_unavailable' });
          return;
        }
        if (choice.time !== offer.slotTime) fields.push({ field: `${name}.time`, message: `The time of this slot is ${offer.slotTime}`, reason: 'slot_time_mismatch' });
        slots.push({ kind, wanted: { addOnId: offer.id, label: offer.label, amountMinor: offer.priceMinor, slotTime: offer.slotTime } });
      };
      check('arrival_time', 'arrival_time', body.arrival_time);
      check('departure_time', 'departure_time', body.departure_time);
      if (fields.length > 0) throw new AppError('validation_failed', 'Some of the general information is not valid.', { fields });

      await bookings.checkin.saveGeneralInfo(record, {
        arrivalTime: body.arrival_time.time,
        departureTime: body.departure_time.time,
        purposeOfStay: body.purpose_of_stay,
        slots,
      });
      await progress.complete(record.organizationId, record.id, 'general_info');
      return { saved: true, nextPath: stepPath('guest_info', record.code, body.access_token), hubPath: hubPath(record.code, body.access_token) };
    },
  };
}
