import { Button, Field, Notice, Panel } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { data, Form } from 'react-router';
import { api } from '../../lib/api/api.server.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { requestLink, type LinkRequestResult } from './my-booking.server.ts';
import manageStyles from './manage.css?url';
import type { Route } from './+types/find-booking.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: manageStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('myBooking.lost.title'), { noindex: true });
}

// booking/manage: booking code + email → a link to "My booking" is emailed to the booking's own
// address. The answer is the same whether or not a booking matches (nothing is revealed).
export async function action({ request }: Route.ActionArgs) {
  const result = await requestLink(api, await request.formData(), request.signal);
  return data<LinkRequestResult>(result, { status: result.ok ? 200 : result.problem === 'tooMany' ? 429 : result.problem === 'generic' ? 502 : 400, headers: { 'cache-control': 'no-store' } });
}

export default function FindBookingPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const noticeRef = useRef<HTMLDivElement>(null);
  const failed = actionData && !actionData.ok ? actionData : null;
  useEffect(() => {
    if (actionData) noticeRef.current?.focus();
  }, [actionData]);
  const fieldError = (field: 'code' | 'email') => (failed?.problem === 'codeRequired' && field === 'code' ? t('myBooking.lost.codeRequired') : failed?.problem === 'emailInvalid' && field === 'email' ? t('myBooking.lost.emailInvalid') : undefined);

  return (
    <div className="container task-page task-page--narrow">
      <header className="task-page__head">
        <h1>{t('myBooking.lost.title')}</h1>
        <p className="task-page__intro">{t('myBooking.lost.intro')}</p>
      </header>
      {actionData?.ok && (
        <div ref={noticeRef} tabIndex={-1} role="status">
          <Notice boxed tone="success">
            <p data-testid="link-sent">{t('myBooking.lost.sent')}</p>
          </Notice>
        </div>
      )}
      {failed && (failed.problem === 'tooMany' || failed.problem === 'generic') && (
        <div ref={noticeRef} tabIndex={-1}>
          <Notice boxed tone="error">
            <p>{failed.problem === 'tooMany' ? t('myBooking.lost.tooMany') : t('myBooking.errors.generic')}</p>
          </Notice>
        </div>
      )}
      <Panel>
        <Form method="post" noValidate className="my-booking__form">
          <Field id="manage-code" label={t('myBooking.lost.code')} error={fieldError('code')} alertError>
            {(control) => <input {...control} name="booking_code" autoComplete="off" maxLength={40} defaultValue={failed?.code ?? ''} required />}
          </Field>
          <Field id="manage-email" label={t('myBooking.lost.email')} error={fieldError('email')} alertError>
            {(control) => <input {...control} name="email" type="email" autoComplete="email" maxLength={254} defaultValue={failed?.email ?? ''} required />}
          </Field>
          <Button type="submit">{t('myBooking.lost.submit')}</Button>
        </Form>
      </Panel>
    </div>
  );
}
