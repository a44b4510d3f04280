import type { Database } from '@direct/db';
import type { DashboardCheckin } from './host-dashboard-ports.ts';
import { createHostDashboardRepository } from './host-dashboard.repository.ts';
import { createHostDashboardService } from './host-dashboard.service.ts';

export function createHostDashboardServices(options: { db: Database; checkin: DashboardCheckin; now: () => Date }) {
  return createHostDashboardService({ repository: createHostDashboardRepository(options.db), checkin: options.checkin, now: options.now });
}
