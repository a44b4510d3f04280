import { z } from 'zod';
import { BrandParams } from './host-brands.ts';
import { maxInt4 } from './numbers.ts';

// A host's own domains for a brand: the DNS records to set and whether the TXT record proved it.

// Lower-case DNS name with at least one dot, labels of letters, digits and inner dashes.
export const CustomHostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'must be a domain name like www.example.com');

export const DnsRecord = z.object({ type: z.enum(['CNAME', 'TXT']), name: z.string(), value: z.string() }).meta({ id: 'DnsRecord' });

export const HostBrandDomain = z
  .object({
    id: z.number().int(),
    hostname: z.string(),
    status: z.enum(['pending', 'verified']),
    // Null for domains the platform set up (they need no records).
    records: z.array(DnsRecord),
    verifiedAt: z.iso.datetime({ offset: true }).nullable(),
    lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'HostBrandDomain' });
export type HostBrandDomain = z.infer<typeof HostBrandDomain>;

export const HostBrandDomainList = z.object({ data: z.array(HostBrandDomain) }).meta({ id: 'HostBrandDomainList' });

export const AddBrandDomainRequest = z.object({ hostname: CustomHostname }).meta({ id: 'AddBrandDomainRequest' });

export const BrandDomainParams = BrandParams.extend({ domainId: z.coerce.number().int().min(1).max(maxInt4) });
