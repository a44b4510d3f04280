import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import { createDepositEmails } from './deposit-emails.ts';
import { createDepositJobsService } from './deposit-jobs.service.ts';
import type { DepositBookings, DepositHolds } from './deposit-ports.ts';
import { createDepositsRepository } from './deposits.repository.ts';
import { createDepositsService } from './deposits.service.ts';

export type DepositsServices = ReturnType<typeof createDepositsServices>;

// The security deposit: the guest's page and authorize_deposit, the host's claim (service), and
// the timeline the recurring job runs (jobs).
export function createDepositsServices(options: { db: Database; config: Config; bookings: DepositBookings; holds: DepositHolds; progress: CheckinProgress; now: () => Date }) {
  const { db, config, bookings, holds, progress, now } = options;
  const repository = createDepositsRepository(db);
  const emails = createDepositEmails({ fromAddress: config.mail.from });
  return {
    service: createDepositsService({ repository, bookings, holds, progress, emails, now }),
    jobs: createDepositJobsService({ repository, bookings, holds, emails }),
  };
}
