import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Badge } from '@direct/ui';
import { ApiError } from '@direct/api-client';
import { data, Link, NavLink, Outlet, useActionData, useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { config } from '../../config.server.ts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PropertyActions } from './components/property-actions.tsx';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { failureFor } from './property-errors.ts';
import { propertyAction } from './property-actions.server.ts';
import { siteAddressOf } from '../../lib/site/site-address.ts';
import type { Route } from './+types/property.route';
import propertiesStyles from './properties.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: propertiesStyles }];

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

// One property's frame: its name and state, publish and feature, and the sections' navigation.
// Each section (a child route) edits one part; all read the property loaded here.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = idOf(params.organizationId);
  const propertyId = idOf(params.propertyId);
  try {
    const [property, references] = await Promise.all([
      hostCall(endpoints.hostGetProperty, token, { params: { organizationId, propertyId }, signal: request.signal }),
      hostCall(endpoints.hostPropertyReferences, token, { params: { organizationId }, signal: request.signal }),
    ]);
    return { property, references, tiles: config.map };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

// Publish, unpublish, feature, stop featuring, delete: the forms in the frame and the basics page
// post here (the property's own address, without ?index).
export async function action({ context, params, request }: Route.ActionArgs) {
  return propertyAction({ context, request, organizationId: idOf(params.organizationId), propertyId: idOf(params.propertyId) });
}

// After a refused write the page normally keeps its data; a stale one must show the newer version.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const refusals = (actionResult as { refusals?: { reason: string }[] } | undefined)?.refusals;
  return refusals?.some((refusal) => refusal.reason === 'stale') ? true : defaultShouldRevalidate;
};

const sections = [
  { path: '', key: 'basics' },
  { path: '/texts', key: 'texts' },
  { path: '/amenities', key: 'amenities' },
  { path: '/details', key: 'details' },
  { path: '/units', key: 'units' },
  { path: '/seo', key: 'seo' },
] as const;

export default function PropertyLayout() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property } = useLoaderData<typeof loader>();
  const failure = failureFor(useActionData<typeof action>(), 'property');
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const base = `/o/${organization.id}/properties/${property.id}`;
  const siteAddress = property.isPublished ? siteAddressOf(organization, property) : null;
  return (
    <>
      <p className="breadcrumb">
        <Link to={`/o/${organization.id}/properties`}>{t('consoleProperties.page.back')}</Link>
      </p>
      <div className="property-head">
        <div>
          <h1 tabIndex={-1}>{property.name}</h1>
          <p className="property-head__state">
            <Badge tone={property.isPublished ? 'success' : 'neutral'}>{t(`consoleProperties.status.${property.isPublished ? 'published' : 'draft'}`)}</Badge>
            {property.isFeatured && <Badge tone="success">{t('consoleProperties.status.featured')}</Badge>}
            <span className="muted">{t(`consoleProperties.page.${property.isPublished ? 'publishedText' : 'draftText'}`)}</span>
            {siteAddress && (
              <a href={siteAddress} rel="noopener">
                {t('consoleProperties.page.viewOnSite')}
              </a>
            )}
          </p>
        </div>
        {canWrite && <PropertyActions property={property} action={base} />}
      </div>
      <PropertyFormSummary failure={failure} />
      <nav className="section-nav" aria-label={t('consoleProperties.page.sections')}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink to={`${base}${section.path}`} end={section.path === ''}>
                {t(`consoleProperties.page.${section.key}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={`${base}/photos`}>{t('consoleProperties.page.photos')}</NavLink>
          </li>
          <li>
            <NavLink to={`${base}/checkin`}>{t('consoleSettings.checkin.tab')}</NavLink>
          </li>
          <li>
            <NavLink to={`/o/${organization.id}/rates?propertyId=${property.id}`}>{t('consoleProperties.page.rates')}</NavLink>
          </li>
          <li>
            <NavLink to={`/o/${organization.id}/calendar-sync?propertyId=${property.id}`}>{t('consoleCalendarSync.propertyLink')}</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
