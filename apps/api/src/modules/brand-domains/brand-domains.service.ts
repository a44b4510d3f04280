import { randomBytes } from 'node:crypto';
import type { HostBrandDomain } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import type { JobLogger } from '../jobs/jobs-ports.ts';
import type { BrandDomainRow, BrandDomainsRepository } from './brand-domains.repository.ts';
import { isAbsentRecord, type TxtResolver } from './dns-txt.ts';

export type BrandDomainsService = ReturnType<typeof createBrandDomainsService>;

export const verificationPrefix = '_direct-verify';
const systemActor: AuditActor = { kind: 'system', id: 'system', name: 'Domain verification' };
const notFound = () => new AppError('not_found', 'There is no such domain.');
// A job run looks at this many domains at most; the least recently checked come first.
const sweepSize = 50;

export function createBrandDomainsService(options: { repository: BrandDomainsRepository; resolveTxt: TxtResolver; platformDomain: string; edgeHostname: string; now: () => Date }) {
  const { repository, resolveTxt, platformDomain, edgeHostname, now } = options;

  function view(row: BrandDomainRow): HostBrandDomain {
    return {
      id: row.id,
      hostname: row.hostname,
      status: row.verifiedAt ? 'verified' : 'pending',
      records: row.verificationToken
        ? [
            { type: 'CNAME', name: row.hostname, value: edgeHostname },
            { type: 'TXT', name: `${verificationPrefix}.${row.hostname}`, value: row.verificationToken },
          ]
        : [],
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    };
  }

  // True when one TXT record of _direct-verify.<hostname> is exactly the token.
  async function txtMatches(hostname: string, token: string): Promise<boolean> {
    try {
      const records = await resolveTxt(`${verificationPrefix}.${hostname}`);
      return records.some((strings) => strings.join('') === token);
    } catch (error) {
      if (isAbsentRecord(error)) return false;
      throw error;
    }
  }

  async function check(organizationId: number, row: BrandDomainRow, actor: AuditActor, requestId?: string): Promise<BrandDomainRow | undefined> {
    if (row.verifiedAt || !row.verificationToken) return row;
    const verified = await txtMatches(row.hostname, row.verificationToken);
    return repository.recordCheck(organizationId, row.id, verified, now(), { actor, requestId });
  }

  return {
    async list(organizationId: number, brandId: number) {
      if (!(await repository.brandExists(organizationId, brandId))) throw new AppError('not_found', 'There is no such brand.');
      return { data: (await repository.list(organizationId, brandId)).map(view) };
    },

    async add(organizationId: number, brandId: number, hostname: string, actor: AuditActor, requestId?: string): Promise<HostBrandDomain> {
      // The platform's own names are handed out as brand aliases, never claimed as custom domains.
      if (hostname === platformDomain || hostname.endsWith(`.${platformDomain}`)) {
        throw new AppError('validation_failed', 'This domain belongs to the platform.', { fields: [{ field: 'hostname', reason: 'platform_domain', message: `must not be ${platformDomain} or one of its subdomains` }] });
      }
      const token = `direct-verify=${randomBytes(18).toString('base64url')}`;
      const result = await repository.add(organizationId, brandId, { hostname, token }, { actor, requestId });
      if (!result.ok) {
        if (result.reason === 'not_found') throw new AppError('not_found', 'There is no such brand.');
        throw new AppError('conflict', 'This domain is already in use.', { fields: [{ field: 'hostname', reason: 'taken', message: 'is already added to a brand' }] });
      }
      return view(result.row);
    },

    async checkNow(organizationId: number, brandId: number, domainId: number, actor: AuditActor, requestId?: string): Promise<HostBrandDomain> {
      const row = await repository.find(organizationId, brandId, domainId);
      if (!row) throw notFound();
      let checked: BrandDomainRow | undefined;
      try {
        checked = await check(organizationId, row, actor, requestId);
      } catch {
        // A DNS server that fails to answer is not the host's mistake: show the domain as it was.
        return view(row);
      }
      return view(checked ?? row);
    },

    async remove(organizationId: number, brandId: number, domainId: number, actor: AuditActor, requestId?: string): Promise<void> {
      if (!(await repository.remove(organizationId, brandId, domainId, { actor, requestId }))) throw notFound();
    },

    // The job: checks the pending domains' TXT records; one lookup failing doesn't stop the rest.
    async verifyPending(log?: JobLogger): Promise<{ checked: number; verified: number; failed: number }> {
      const counts = { checked: 0, verified: 0, failed: 0 };
      for (const row of await repository.pending(sweepSize)) {
        try {
          const after = await check(row.organizationId, row, systemActor);
          counts.checked += 1;
          if (after?.verifiedAt) counts.verified += 1;
        } catch (error) {
          counts.failed += 1;
          log?.warn({ err: error, domainId: row.id }, 'domain TXT lookup failed');
        }
      }
      return counts;
    },
  };
}
