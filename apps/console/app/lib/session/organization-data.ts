import type { HostOrganization } from '@direct/contracts';
import type { z } from 'zod';
import { useRouteLoaderData } from 'react-router';

// The organization layout's data (routes/organization): the organization, its brands, the host's role.
export type Organization = z.infer<typeof HostOrganization>;

export function useOrganization(): Organization {
  const data = useRouteLoaderData('routes/organization/organization.route') as { organization: Organization } | undefined;
  if (!data) throw new Error('useOrganization() used outside an organization’s pages');
  return data.organization;
}
