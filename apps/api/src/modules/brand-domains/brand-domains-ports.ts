import type { JobLogger } from '../jobs/jobs-ports.ts';

// What the background jobs may call: the sweep that verifies pending custom domains.
export interface CustomDomainVerification {
  verifyPending(log?: JobLogger): Promise<unknown>;
}
