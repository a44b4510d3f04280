import { createHash, scryptSync } from 'node:crypto';
import type { HostModel, World } from './types.ts';

// A demo API client per hand-made host brand, so a host can call its own endpoints (e.g. the
// guest-registration export): client id `<brand alias>-host`, secret `demo-host-secret-change-me`.
// Stored like every client secret ("scrypt$salt$hash", as @direct/domain's hashSecret writes it),
// with the salt derived from the client id so the demo world stays deterministic.

export const demoHostClientSecret = 'demo-host-secret-change-me';

export const demoHostClientId = (alias: string) => `${alias}-host`;

function demoSecretHash(clientId: string, secret: string): string {
  const salt = createHash('sha256').update(`demo-host-client\n${clientId}`).digest().subarray(0, 16);
  const key = scryptSync(secret, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export function planHostClients(world: World, hosts: readonly HostModel[]): void {
  for (const host of hosts) {
    if (host.isSharedListing || host.isGenerated) continue;
    const clientId = demoHostClientId(host.alias);
    world.oauthClients.push({
      clientId,
      name: `${host.name} (demo host client)`,
      secretHash: demoSecretHash(clientId, demoHostClientSecret),
      organizationId: host.id,
      scopes: [],
    });
  }
}
