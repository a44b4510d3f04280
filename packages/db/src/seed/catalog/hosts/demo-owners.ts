import { hostSeeds } from './index.ts';

// A signed-in path into the demo: one owner per hand-made host (not the platform's shared
// listing), named in the README. The API creates their accounts at first start, through the same
// account library hosts sign up with (apps/api server.ts), so passwords are hashed the same way.
export const demoOwnerPassword = 'demo-owner-password';

export type DemoOwner = { organizationId: number; organization: string; name: string; email: string };

export const demoOwners: readonly DemoOwner[] = hostSeeds
  .filter((host) => !host.isSharedListing)
  .map((host) => ({ organizationId: host.id, organization: host.name, name: `${host.name} owner`, email: `owner@${host.alias}.example` }));
