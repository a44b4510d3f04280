import type { Database } from '@direct/db';
import type { DashboardCalendars, DashboardCheckin } from './host-dashboard-ports.ts';
import { createHostDashboardRepository } from './host-dashboard.repository.ts';
import { createHostDashboardService } from './host-dashboard.service.ts';

export function createHostDashboardServices(options: { db: Database; checkin: DashboardCheckin; calendars?: DashboardCalendars | undefined; now: () => Date }) {
  return createHostDashboardService({ repository: createHostDashboardRepository(options.db), checkin: options.checkin, calendars: options.calendars, now: options.now });
}
