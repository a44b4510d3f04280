import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { OrganizationMemberships } from './accounts-ports.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createAccountsService } from './accounts.service.ts';
import { createHostAuth } from './host-auth.ts';

// Host accounts: better-auth on the database (its own tables), our repository for the rest.
export function createAccountsServices(options: { db: Database; config: Config; organizations: OrganizationMemberships; now?: () => Date }) {
  const { db, config } = options;
  return createAccountsService({
    repository: createAccountsRepository(db),
    config,
    organizations: options.organizations,
    ...(options.now ? { now: options.now } : {}),
    // A key of its own, derived from the signing secret (better-auth signs its cookies and
    // encrypts TOTP secrets with it).
    createAuth: (send) => createHostAuth({ db, secret: `host-accounts:${config.tokenSigningSecret}`, baseUrl: config.console.origin, send }),
  });
}
