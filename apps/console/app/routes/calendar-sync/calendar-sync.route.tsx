import { channelFeedChannelValues, endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field, Notice } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/calendar-sync.route';
import { runCalendarIntent } from './calendar-sync.server.ts';
import { ConflictsList } from './components/conflicts-list.tsx';
import { FeedItem } from './components/feed-item.tsx';
import styles from './calendar-sync.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const organizationOf = (params: { organizationId: string }) => Number(params.organizationId);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationOf(params);
  const propertyId = Number(new URL(request.url).searchParams.get('propertyId')) || undefined;
  const [properties, feeds, conflicts] = await Promise.all([
    hostCall(endpoints.hostListRatesProperties, token, { params: { organizationId }, signal: request.signal }),
    hostCall(endpoints.hostListChannelFeeds, token, { params: { organizationId }, query: propertyId ? { propertyId } : {}, signal: request.signal }),
    hostCall(endpoints.hostListCalendarConflicts, token, { params: { organizationId }, signal: request.signal }),
  ]);
  const shown = properties.data.filter((property) => !propertyId || property.id === propertyId);
  return {
    properties: shown.map((property) => ({ id: property.id, name: property.name, units: property.unitTypes.flatMap((unitType) => unitType.units) })),
    feeds: feeds.data,
    conflicts: conflicts.data.filter((conflict) => feeds.data.some((feed) => feed.id === conflict.feed.id)),
    filtered: propertyId !== undefined,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const answer = await runCalendarIntent(await request.formData(), organizationOf(params), token, request.signal);
  if (!answer.ok) return data(answer, { status: 400 });
  if ('tested' in answer) return answer;
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { tone: answer.toast === 'syncFailed' ? 'error' : 'success', message: t(`consoleCalendarSync.toasts.${answer.toast}`) }, context);
}

// Other channels' calendars, per unit: add (with "Test this URL"), edit, sync now, remove; each
// with its last sync, result, event count and next run; and the conflicts they raised.
export default function CalendarSyncPage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { properties, feeds, conflicts, filtered } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const tested = result && 'tested' in result ? result : undefined;
  const kept = (field: string, fallback = '') => tested?.values[field] ?? valueOf(result, field, fallback);
  const canWrite = roleAllows(organization.role, 'rates:write');
  const title = t('consoleCalendarSync.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      {filtered && (
        <p>
          <a href={`/o/${organization.id}/calendar-sync`}>{t('consoleCalendarSync.back')}</a>
        </p>
      )}
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleCalendarSync.intro')}</p>
      <ConflictsList conflicts={conflicts} />
      <section aria-labelledby="feeds-title">
        <h2 id="feeds-title">{t('consoleCalendarSync.list.heading')}</h2>
        {feeds.length === 0 ? (
          <p className="muted">{t('consoleCalendarSync.list.empty')}</p>
        ) : (
          <ul className="calendar-feeds">
            {feeds.map((feed) => (
              <FeedItem key={feed.id} feed={feed} canWrite={canWrite} />
            ))}
          </ul>
        )}
      </section>
      {canWrite && (
        <section aria-labelledby="add-feed-title">
          <h2 id="add-feed-title">{t('consoleCalendarSync.add.heading')}</h2>
          <FormErrorSummary result={result} />
          {tested && (
            <Notice tone={tested.tested.ok ? 'success' : 'error'} boxed>
              {tested.tested.ok ? t('consoleCalendarSync.test.ok', { count: tested.tested.eventCount }) : t('consoleCalendarSync.test.failed', { error: tested.tested.errorReason ? t(`consoleCalendarSync.reasons.${tested.tested.errorReason}`) : (tested.tested.error ?? '') })}
            </Notice>
          )}
          {/* A new key once a calendar is added: the redirect back to this page would otherwise
              leave what was typed in the (uncontrolled) fields. */}
          <Form method="post" noValidate className="calendar-add" key={feeds.map((feed) => feed.id).join(',')}>
            <CsrfField />
            <Field id="feed-unit" label={t('consoleCalendarSync.add.unit')} error={errorOf('unitId')} required requiredText={t('console.forms.required')}>
              {(control) => (
                <select name="unitId" {...control} defaultValue={kept('unitId')}>
                  {properties.map((property) => (
                    <optgroup key={property.id} label={property.name}>
                      {property.units.map((unit) => (
                        <option key={unit.id} value={unit.id}>
                          {unit.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </Field>
            <Field id="feed-channel" label={t('consoleCalendarSync.add.channel')} error={errorOf('channel')}>
              {(control) => (
                <select name="channel" {...control} defaultValue={kept('channel', 'airbnb')}>
                  {channelFeedChannelValues.map((channel) => (
                    <option key={channel} value={channel}>
                      {t(`consoleCalendarSync.channels.${channel}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="feed-label" label={t('consoleCalendarSync.add.label')} hint={t('consoleCalendarSync.add.labelHint')} error={errorOf('label')} required requiredText={t('console.forms.required')}>
              {(control) => <input name="label" maxLength={120} {...control} defaultValue={kept('label')} />}
            </Field>
            <Field id="feed-url" label={t('consoleCalendarSync.add.url')} hint={t('consoleCalendarSync.add.urlHint')} error={errorOf('url')} required requiredText={t('console.forms.required')}>
              {(control) => <input name="url" type="url" inputMode="url" autoCapitalize="none" spellCheck={false} maxLength={2000} {...control} defaultValue={kept('url')} />}
            </Field>
            <div className="calendar-add__actions">
              <Button type="submit" name="intent" value="test" variant="secondary">
                {t('consoleCalendarSync.add.test')}
              </Button>
              <Button type="submit" name="intent" value="add">
                {t('consoleCalendarSync.add.submit')}
              </Button>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}
