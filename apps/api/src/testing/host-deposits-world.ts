import { organizationMembers } from '@direct/db';
import { createDepositsTestApp, type DepositsTestApp } from './deposits-world.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';

// The host's side of deposits in tests: the deposits world (movable clock, sandbox gateway, the
// website's token) plus console sessions of people with a role in a booking's organization.

export type HostRoleName = 'owner' | 'manager' | 'front_desk' | 'housekeeping' | 'accountant';

export type HostDepositsWorld = {
  t: DepositsTestApp;
  call: HostCall;
  /** A signed-in person with this role in the organization; answers the console session. */
  member: (organizationId: number, role: HostRoleName) => Promise<string>;
};

let count = 0;

export async function createHostDepositsWorld(): Promise<HostDepositsWorld> {
  const t = await createDepositsTestApp();
  const token = await consoleToken(t.app, t.db);
  const call = hostCaller(t.app, token);
  return {
    t,
    call,
    async member(organizationId, role) {
      const email = `deposits-${role}-${Date.now().toString(36)}-${count++}@example.test`;
      // Each from its own address: sign-ups are rate-limited per address.
      const signUpCall = hostCaller(t.app, token, `198.51.100.${(count % 250) + 1}`);
      const session = await signUpHost(signUpCall, t.db, { email, name: `Host ${role}` });
      const me = (await call('GET', '/apis/host/me', undefined, session)).json();
      await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role });
      return session;
    },
  };
}
