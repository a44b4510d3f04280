import { endpoints } from '@direct/contracts';
import { Badge, Button, DataTable, Field } from '@direct/ui';
import { Form, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
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

export default function Housekeeping() {
  const { t, lng } = useTranslation();
  const { board, days } = useLoaderData<typeof loader>();
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
