import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import type { PaymentMethodStore, PaymentProvider } from '../payments/payment-ports.ts';
import { createDepositEmails } from './deposit-emails.ts';
import { createDepositHolds } from './deposit-holds.ts';
import { createDepositHostService } from './deposit-host.service.ts';
import { createDepositJobsService } from './deposit-jobs.service.ts';
import type { DepositBookings } from './deposit-ports.ts';
import { createDepositsRepository } from './deposits.repository.ts';
import { createDepositsService } from './deposits.service.ts';

export type DepositsServices = ReturnType<typeof createDepositsServices>;

// The security deposit: the guest's page and authorize_deposit, the host's claim (service), and
// the timeline the recurring job runs (jobs). Holds go through the payments ports (the gateway
// and the stored payment methods).
export function createDepositsServices(options: {
  db: Database;
  config: Config;
  bookings: DepositBookings;
  gateway: { provider: PaymentProvider; methods: PaymentMethodStore };
  progress: CheckinProgress;
  // Photos of the damage a host claims for.
  documents: PrivateDocuments;
  now: () => Date;
}) {
  const { db, config, bookings, gateway, progress, documents, now } = options;
  const holds = createDepositHolds({ provider: gateway.provider, methods: gateway.methods, config });
  const repository = createDepositsRepository(db);
  const emails = createDepositEmails({ fromAddress: config.mail.from });
  return {
    holds,
    service: createDepositsService({ repository, bookings, holds, progress, emails, now }),
    host: createDepositHostService({ repository, bookings, holds, progress, emails, documents, now }),
    jobs: createDepositJobsService({ repository, bookings, holds, emails }),
  };
}
