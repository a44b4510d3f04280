import { ApiError } from '@direct/api-client';
import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Notice } from '@direct/ui';
import { useLoaderData, useSearchParams } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { AttentionLists } from './components/attention-lists.tsx';
import { DashboardCharts } from './components/dashboard-charts.tsx';
import { GettingStarted } from './components/getting-started.tsx';
import { StaysTable } from './components/stays-table.tsx';
import dashboardStyles from './dashboard.css?url';
import type { Route } from './+types/dashboard.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: dashboardStyles }];

// A part the host's role may not see is left out (the API refuses it with 403).
async function allowed<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

// The organization's home: Today (what needs the host now) and the last and next 90 days.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const call = { params: { organizationId: Number(params.organizationId) }, signal: request.signal };
  const [today, occupancy, revenue] = await Promise.all([
    allowed(hostCall(endpoints.hostDashboardToday, token, call)),
    allowed(hostCall(endpoints.hostDashboardOccupancy, token, call)),
    allowed(hostCall(endpoints.hostDashboardRevenue, token, call)),
  ]);
  return { today, occupancy, revenue };
}

export default function Dashboard() {
  const { t, lng } = useTranslation();
  const organization = useOrganization();
  const { today, occupancy, revenue } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const date = today ? new Intl.DateTimeFormat(lng, { dateStyle: 'full' }).format(new Date(`${today.today}T12:00:00Z`)) : null;
  const newHost = params.has('welcome') || (occupancy !== null && occupancy.byProperty.length === 0);
  return (
    <div className="dashboard">
      <title>{t('console.meta.title', { page: organization.name })}</title>
      {params.has('welcome') && <Notice tone="success">{t('console.home.created')}</Notice>}
      <h1 tabIndex={-1}>{organization.name}</h1>
      <p className="muted">{t('console.home.yourRole', { role: t(`console.roles.${organization.role}`) })}</p>
      {date && <p>{t('consoleToday.dashboard.todayIs', { date })}</p>}
      {newHost && <GettingStarted />}
      {today && (
        <section aria-labelledby="today-title">
          <h2 id="today-title">{t('consoleToday.dashboard.title')}</h2>
          <div className="dashboard__stays">
            <StaysTable kind="arrivals" stays={today.arrivals} />
            <StaysTable kind="departures" stays={today.departures} />
          </div>
          <AttentionLists today={today} />
        </section>
      )}
      {!today && roleAllows(organization.role, 'housekeeping:read') && (
        <p>
          {t('consoleToday.dashboard.housekeepingOnly')} <a href={`/o/${organization.id}/housekeeping`}>{t('consoleToday.dashboard.openHousekeeping')}</a>
        </p>
      )}
      {occupancy && <DashboardCharts occupancy={occupancy} revenue={revenue} />}
    </div>
  );
}
