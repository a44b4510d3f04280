import type { Booking } from '../bookings/booking-ports.ts';

// What other modules may use of the automations: the background job runs what is due.
export interface AutomationRunning {
  /** Writes every automation email due as of `now` (each once per booking); returns counts per kind. */
  runDue(now: Date): Promise<Record<string, number>>;
}

// What the automations ask of the bookings domain (wired in services.ts).
export type AutomationBookings = {
  findById(organizationId: number, bookingId: number): Promise<Booking | null>;
  accessTokenById(organizationId: number, bookingId: number): Promise<string | null>;
};
