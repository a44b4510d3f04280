import type { CheckinStep } from '../checkin/checkin-ports.ts';
import type { CalendarConflictsForDashboard } from '../channel-feeds/channel-feeds-ports.ts';

// What the dashboard asks of other domains (wired in services.ts): each booking's check-in steps
// and readiness, derived the way the guest's check-in derives them.
export interface DashboardCheckin {
  states(organizationId: number, bookingId: number): Promise<{ required: CheckinStep[]; completed: Map<CheckinStep, Date | null>; ready: boolean }>;
}

// The calendar sync's open conflicts and failing feeds (module channel-feeds).
export type DashboardCalendars = CalendarConflictsForDashboard;
