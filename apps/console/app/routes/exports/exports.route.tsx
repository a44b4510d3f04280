import { Button, Card, Notice } from '@direct/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { TextField } from '../../components/text-field.tsx';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import type { Route } from './+types/exports.route';
import { exportRangeOf } from './exports-range.ts';
import styles from './exports.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export function loader({ params, request }: Route.LoaderArgs) {
  return { organizationId: Number(params.organizationId), ...exportRangeOf(new URL(request.url), new Date()) };
}

// The accountant's files: pick a range, download each CSV (a link, so it works without JavaScript).
export default function ExportsPage() {
  const { t } = useTranslation();
  const { organizationId, from, to, valid } = useLoaderData<typeof loader>();
  const title = t('consoleSettings.exports.title');
  const query = `from=${from}&to=${to}`;
  const files = [
    { key: 'payments', href: `/o/${organizationId}/exports/payments?${query}`, title: t('consoleSettings.exports.payments'), hint: t('consoleSettings.exports.paymentsHint') },
    { key: 'taxes', href: `/o/${organizationId}/exports/tourist-tax?${query}`, title: t('consoleSettings.exports.taxes'), hint: t('consoleSettings.exports.taxesHint') },
  ];
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleSettings.exports.intro')}</p>
      <Form method="get" className="exports-range">
        <fieldset>
          <legend>{t('consoleSettings.exports.range')}</legend>
          <div className="exports-range__fields">
            <TextField name="from" type="date" label={t('consoleSettings.exports.from')} defaultValue={from} />
            <TextField name="to" type="date" label={t('consoleSettings.exports.to')} defaultValue={to} />
            <Button type="submit" variant="secondary">
              {t('consoleSettings.exports.show')}
            </Button>
          </div>
        </fieldset>
      </Form>
      {!valid ? (
        <Notice tone="error">{t('consoleSettings.exports.badRange')}</Notice>
      ) : (
        <ul className="exports-files">
          {files.map((file) => (
            <li key={file.key}>
              <Card title={file.title} headingLevel={2}>
                <p className="muted">{file.hint}</p>
                <a href={file.href} download>
                  {t('consoleSettings.exports.download', { file: file.title })} ({from} – {to})
                </a>
              </Card>
            </li>
          ))}
          <li>
            <Card title={t('consoleSettings.exports.bookings')} headingLevel={2}>
              <p className="muted">{t('consoleSettings.exports.bookingsHint')}</p>
              <Link to={`/o/${organizationId}/bookings`}>{t('consoleSettings.exports.openBookings')}</Link>
            </Card>
          </li>
        </ul>
      )}
    </>
  );
}
