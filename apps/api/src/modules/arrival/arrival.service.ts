import type { ArrivalTime, ArrivalTimeBody } from '@direct/contracts';
import { arrivalSlots } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { ArrivalFacts, ArrivalRepository } from './arrival.repository.ts';

// specify_arrival_time: the guest tells the host when they will arrive, any time until the
// check-in day. Arriving before the property's check-in time is the paid early check-in's
// privilege, so without that slot the earliest time is the check-in time. When the host set an
// arrival window, only its slots (and the booked early slot's time) are accepted.

type Bookings = Pick<BookingLifecycleService, 'findByAccess'>;

export type ArrivalService = ReturnType<typeof createArrivalService>;

export function createArrivalService(options: { repository: ArrivalRepository; bookings: Bookings; now: () => Date }) {
  const { repository, bookings, now } = options;
  const today = () => now().toISOString().slice(0, 10);

  async function load(code: string, token: string): Promise<{ record: Booking; facts: ArrivalFacts }> {
    const record = await bookings.findByAccess(code, token);
    const facts = record && (await repository.facts(record.organizationId, record.id));
    if (!record || !facts) throw new AppError('not_found', 'There is no such booking, or the link has expired.');
    return { record, facts };
  }

  function view(record: Booking, facts: ArrivalFacts): ArrivalTime {
    const early = facts.earlySlots[0] ?? null;
    const windowSlots = facts.window ? arrivalSlots(facts.window) : [];
    const earlyTimes = early && (!windowSlots[0] || early.time < windowSlots[0]) ? [early.time] : [];
    return {
      bookingCode: record.code,
      brandId: record.brandId,
      propertyName: record.propertyName,
      checkIn: record.checkIn,
      checkOut: record.checkOut,
      arrivalTime: facts.arrivalTime,
      checkInTime: facts.checkInTime,
      earlyCheckIn: early,
      earliestArrivalTime: early && early.time < facts.checkInTime ? early.time : facts.checkInTime,
      slots: facts.window ? [...earlyTimes, ...windowSlots] : [],
      canChange: record.status === 'confirmed' && today() <= record.checkIn,
      status: record.status,
    };
  }

  return {
    async get(code: string, token: string): Promise<ArrivalTime> {
      const { record, facts } = await load(code, token);
      return view(record, facts);
    },

    async specify(body: ArrivalTimeBody): Promise<ArrivalTime> {
      const { record, facts } = await load(body.BOOKINGCODE, body.access_token);
      if (record.status !== 'confirmed') {
        throw new AppError('conflict', record.status === 'pending_payment' ? 'Pay for the booking first.' : 'This booking can no longer be changed.', {
          fields: [{ field: 'BOOKINGCODE', message: `The booking is ${record.status.replace('_', ' ')}.`, reason: `booking_${record.status}` }],
        });
      }
      if (today() > record.checkIn) {
        throw new AppError('conflict', 'The arrival day has passed; the arrival time can no longer be changed.', {
          fields: [{ field: 'arrival_time', message: 'The arrival day has passed.', reason: 'after_arrival' }],
        });
      }
      const current = view(record, facts);
      const time = body.arrival_time;
      if (current.slots.length > 0 && !current.slots.includes(time)) {
        throw new AppError('validation_failed', 'Please choose one of the offered arrival times.', {
          fields: [{ field: 'arrival_time', message: `The host offers these arrival times: ${current.slots.join(', ')}.`, reason: 'slot_not_offered' }],
        });
      }
      if (current.slots.length === 0 && time < current.earliestArrivalTime) {
        const field = current.earlyCheckIn
          ? { field: 'arrival_time', message: `Your early check-in starts at ${current.earliestArrivalTime}.`, reason: 'before_early_check_in' }
          : {
              field: 'arrival_time',
              message: `Check-in is from ${facts.checkInTime}; arriving earlier needs the early check-in option.`,
              reason: 'early_check_in_required',
            };
        throw new AppError('validation_failed', field.message, { fields: [field] });
      }
      await repository.setArrivalTime(record.organizationId, record.id, time);
      return { ...current, arrivalTime: time };
    },
  };
}
