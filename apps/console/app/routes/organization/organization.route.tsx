import { endpoints } from '@direct/contracts';
import { roleAllows, type HostPermission } from '@direct/domain/host-access';
import type { TranslationKey } from '@direct/i18n/translator';
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

type NavItem = { path: string; label: TranslationKey; permission?: HostPermission; end?: boolean };

// In the order of a host's day: today, bookings and guests, then the homes, their prices and the
// channels' calendars, then the site and its emails, then the organization's own settings. Twenty
// links read as four short groups, each a list named by its label.
const navGroups: { label?: TranslationKey; items: NavItem[] }[] = [
  { items: [{ path: '', label: 'console.nav.home' }] },
  {
    label: 'console.nav.groups.guests',
    items: [
      // A booking's page and its actions (and a new booking) keep the item current.
      { path: '/bookings', label: 'consoleBookings.nav.title', permission: 'bookings:read', end: false },
      // Guests' conversations and reviews: whoever may read bookings (answering needs messages:write).
      { path: '/messages', label: 'consoleMessages.nav', permission: 'bookings:read' },
      { path: '/reviews', label: 'consoleReviews.nav', permission: 'bookings:read' },
      { path: '/housekeeping', label: 'consoleToday.nav.housekeeping', permission: 'housekeeping:read' },
    ],
  },
  {
    label: 'console.nav.groups.homes',
    items: [
      { path: '/properties', label: 'console.nav.properties', permission: 'inventory:read', end: false },
      { path: '/rates', label: 'consoleRates.nav.rates', permission: 'rates:read', end: false },
      // Its sub-pages (fees, taxes…) keep the item current.
      { path: '/pricing', label: 'consolePricing.nav.title', permission: 'rates:read', end: false },
      // Other channels' calendars in, and the iCal addresses channels import (rotating needs integrations:write).
      { path: '/calendar-sync', label: 'consoleCalendarSync.nav', permission: 'rates:read' },
      { path: '/calendar-export', label: 'consoleCalendarExport.nav', permission: 'rates:read' },
    ],
  },
  {
    label: 'console.nav.groups.website',
    items: [
      // Blog posts (its editor keeps the item current); destinations and the host profile are linked from it.
      { path: '/blog', label: 'consoleContent.nav.title', permission: 'organization:read', end: false },
      // Guest emails: the texts (and their editor pages) and which go out by themselves.
      { path: '/email-templates', label: 'consoleAutomations.nav.templates', permission: 'organization:write', end: false },
      { path: '/automations', label: 'consoleAutomations.nav.automations', permission: 'organization:write' },
      // The organization's first brand (the console shows one brand until hosts can add more).
      { path: '/brands/:first', label: 'console.nav.brand', permission: 'organization:write' },
      { path: '/brands/:first/domains', label: 'consoleSettings.nav.domains', permission: 'organization:write' },
    ],
  },
  {
    label: 'console.nav.groups.organization',
    items: [
      { path: '/team', label: 'console.nav.team', permission: 'team:read' },
      { path: '/exports', label: 'consoleSettings.nav.exports', permission: 'exports:read' },
      { path: '/audit-log', label: 'console.nav.auditLog', permission: 'audit:read' },
      { path: '/api-keys', label: 'console.nav.apiKeys', permission: 'integrations:write' },
      { path: '/webhooks', label: 'consoleWebhooks.nav', permission: 'integrations:write', end: false },
    ],
  },
];

export default function OrganizationLayout() {
  const { t } = useTranslation();
  const me = useSignedInHost();
  const { organization } = useLoaderData<typeof loader>();
  const base = `/o/${organization.id}`;
  const visible = (item: NavItem) => (!item.permission || roleAllows(organization.role, item.permission)) && (!item.path.includes(':first') || Boolean(organization.brands[0]));
  const nav = (
    <nav className="console-nav" aria-label={t('console.shell.navigation')}>
      {navGroups.map((group, index) => {
        const items = group.items.filter(visible);
        if (items.length === 0) return null;
        const labelId = `console-nav-group-${index}`;
        return (
          <div className="console-nav__group" key={group.label ?? 'home'}>
            {group.label ? (
              <p className="console-nav__label" id={labelId}>
                {t(group.label)}
              </p>
            ) : null}
            <ul aria-labelledby={group.label ? labelId : undefined}>
              {items.map((item) => (
                <li key={item.label}>
                  <NavLink to={`${base}${item.path.replace(':first', String(organization.brands[0]?.id))}`} end={item.end ?? true}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
  return (
    <ConsoleShell me={me} organizationId={organization.id} nav={nav}>
      <Outlet />
    </ConsoleShell>
  );
}
