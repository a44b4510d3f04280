import { ApiError } from '@direct/api-client';
import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Badge, Button, DataTable, Field, Notice } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CleanedBadge } from '../../components/cleaned-badge.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import housekeepingStyles from './housekeeping.css?url';
import type { Route } from './+types/housekeeping.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: housekeepingStyles }];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

// The housekeeping board: per day, the units with a departure, an arrival or both (a turnover).
// Guests appear by name and head count only. The day and span are in the address (a GET form).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const from = url.searchParams.get('from') ?? '';
  const days = Math.min(Math.max(Number(url.searchParams.get('days')) || 3, 1), 14);
  const board = await hostCall(endpoints.hostHousekeepingBoard, token, {
    params: { organizationId: Number(params.organizationId) },
    query: { days, ...(isoDate.test(from) ? { from } : {}) },
    signal: request.signal,
  });
  return { board, days };
}

// "Mark cleaned" on a unit's departure day: back to the same board with a toast, or the reason.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const unitId = Number(form.get('unitId'));
  const date = String(form.get('date') ?? '');
  const unitName = String(form.get('unitName') ?? '').slice(0, 200);
  const t = serverTranslator(context.get(languageContext));
  try {
    await hostCall(endpoints.hostMarkUnitCleaned, token, { params: { organizationId: Number(params.organizationId) }, body: { unitId, date }, signal: request.signal });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ error: t('consoleToday.housekeeping.markFailed', { reason: error.message }) }, { status: error.status });
    throw error;
  }
  return redirectWithToast(pagePathOf(request), { message: t('consoleToday.housekeeping.markedCleaned', { unit: unitName }) }, context);
}

export default function Housekeeping() {
  const { t, lng } = useTranslation();
  const { board, days } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const mayMark = roleAllows(useOrganization().role, 'housekeeping:write');
  const title = t('consoleToday.housekeeping.title');
  const day = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'full' }).format(new Date(`${iso}T12:00:00Z`));
  const stay = (value: { guestName: string; guests: number; time: string | null } | null) =>
    value ? (
      <>
        {value.guestName} · {t('consoleToday.housekeeping.guests', { count: value.guests })}
        {value.time && <> · {t('consoleToday.housekeeping.at', { time: value.time })}</>}
      </>
    ) : (
      <span className="muted">{t('consoleToday.housekeeping.none')}</span>
    );
  return (
    <div className="housekeeping">
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleToday.housekeeping.intro')}</p>
      {failure?.error && (
        <Notice tone="error">
          {failure.error}
        </Notice>
      )}
      <Form method="get" className="housekeeping__filter">
        <Field id="housekeeping-from" label={t('consoleToday.housekeeping.from')}>
          {(control) => <input name="from" type="date" {...control} defaultValue={board.days[0]?.date} />}
        </Field>
        <Field id="housekeeping-days" label={t('consoleToday.housekeeping.days')}>
          {(control) => (
            <select name="days" {...control} defaultValue={String(days)}>
              {[1, 3, 7, 14].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('consoleToday.housekeeping.show')}
        </Button>
      </Form>
      {board.days.map((column) => (
        <section key={column.date} aria-labelledby={`day-${column.date}`} className="housekeeping__day">
          <h2 id={`day-${column.date}`}>{day(column.date)}</h2>
          {column.units.length === 0 ? (
            <p className="muted">{t('consoleToday.housekeeping.nothing')}</p>
          ) : (
            <DataTable caption={t('consoleToday.housekeeping.caption', { date: day(column.date) })} captionHidden>
              <thead>
                <tr>
                  <th scope="col">{t('consoleToday.housekeeping.unit')}</th>
                  <th scope="col">{t('consoleToday.housekeeping.departure')}</th>
                  <th scope="col">{t('consoleToday.housekeeping.arrival')}</th>
                  <th scope="col">{t('consoleToday.housekeeping.cleanedColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {column.units.map((unit) => (
                  <tr key={unit.unitId}>
                    <th scope="row">
                      {unit.propertyName} · {unit.unitName} {unit.turnover && <Badge tone="warning">{t('consoleToday.housekeeping.turnover')}</Badge>}
                    </th>
                    <td>{stay(unit.departure)}</td>
                    <td>{stay(unit.arrival)}</td>
                    <td>
                      {unit.departure === null ? null : unit.cleaned || !mayMark ? (
                        <CleanedBadge cleaned={unit.cleaned} />
                      ) : (
                        <Form method="post" className="housekeeping__mark">
                          <CsrfField />
                          <input type="hidden" name="unitId" value={unit.unitId} />
                          <input type="hidden" name="date" value={column.date} />
                          <input type="hidden" name="unitName" value={unit.unitName} />
                          <Button type="submit" variant="secondary" aria-label={t('consoleToday.housekeeping.markCleanedLabel', { unit: `${unit.propertyName} · ${unit.unitName}` })}>
                            {t('consoleToday.housekeeping.markCleaned')}
                          </Button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </section>
      ))}
    </div>
  );
}
