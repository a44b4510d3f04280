import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Notice } from '@direct/ui';
import { data, useActionData, useLoaderData } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { rotateFeed } from './calendar-export.server.ts';
import { FeedTable } from './components/feed-table.tsx';
import type { Route } from './+types/calendar-export.route';
import styles from './calendar-export.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

// Calendars out: the secret iCal address of every unit type and unit, to paste into channels.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const feeds = await hostCall(endpoints.hostListCalendarFeeds, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  return { feeds: feeds.data };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await rotateFeed(await request.formData(), Number(params.organizationId), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleCalendarExport.rotated', { name: result.name }) }, context);
}

export default function CalendarExport() {
  const { t } = useTranslation();
  const { feeds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const organization = useOrganization();
  const title = t('consoleCalendarExport.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleCalendarExport.intro')}</p>
      <p className="muted">{t('consoleCalendarExport.whichOne')}</p>
      <FormErrorSummary result={result} />
      {feeds.length === 0 ? <Notice>{t('consoleCalendarExport.empty')}</Notice> : <FeedTable feeds={feeds} canRotate={roleAllows(organization.role, 'integrations:write')} />}
    </>
  );
}
