import { endpoints } from '@direct/contracts';
import { roleAllows, type HostPermission } from '@direct/domain/host-access';
import { data, NavLink, Outlet, useLoaderData } from 'react-router';
import { ConsoleShell } from '../../components/console-shell.tsx';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useSignedInHost } from '../../lib/session/signed-in-data.ts';
import type { Route } from './+types/organization.route';

// The organization's frame: the API says whether the host belongs to it and with which role; the
// navigation shows only what that role may do (the API checks again on every call).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  if (!Number.isInteger(organizationId) || organizationId <= 0) throw data(null, { status: 404 });
  try {
    const organization = await hostCall(endpoints.hostGetOrganization, token, { params: { organizationId }, signal: request.signal });
    return { organization };
  } catch (error) {
    // Not a member, or no such organization: the same answer, so ids can't be probed.
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw data(null, { status: 404 });
    throw error;
  }
}

const navItems: { path: string; key: 'home' | 'brand' | 'team' | 'auditLog' | 'apiKeys'; permission?: HostPermission }[] = [
  { path: '', key: 'home' },
  // The organization's first brand (the console shows one brand until hosts can add more).
  { path: '/brands/:first', key: 'brand', permission: 'organization:write' },
  { path: '/team', key: 'team', permission: 'team:read' },
  { path: '/audit-log', key: 'auditLog', permission: 'audit:read' },
  { path: '/api-keys', key: 'apiKeys', permission: 'integrations:write' },
];

export default function OrganizationLayout() {
  const { t } = useTranslation();
  const me = useSignedInHost();
  const { organization } = useLoaderData<typeof loader>();
  const base = `/o/${organization.id}`;
  const nav = (
    <nav className="console-nav" aria-label={t('console.shell.navigation')}>
      <ul>
        {navItems
          .filter((item) => !item.permission || roleAllows(organization.role, item.permission))
          .filter((item) => item.key !== 'brand' || organization.brands[0])
          .map((item) => (
            <li key={item.key}>
              <NavLink to={`${base}${item.path.replace(':first', String(organization.brands[0]?.id))}`} end>
                {t(`console.nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
  return (
    <ConsoleShell me={me} organizationId={organization.id} nav={nav}>
      <Outlet />
    </ConsoleShell>
  );
}
