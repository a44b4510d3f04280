import { endpoints } from '@direct/contracts';
import { Button } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import styles from './booking-actions.css?url';
import { actionFailureOf, idsOf, newIdempotencyKey, summaryOf } from './booking-actions.server.ts';
import { ActionRefusal, BookingActionHead } from './components/booking-summary.tsx';
import type { Route } from './+types/emails.route';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

// The emails sent about a booking; any of them can be sent again with the same content.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const [summary, emails] = await Promise.all([summaryOf(params, token, request.signal), orNotFound(hostCall(endpoints.hostListBookingEmails, token, { params: idsOf(params), signal: request.signal }))]);
  return { summary, emails: emails.data, idempotencyKey: newIdempotencyKey() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  try {
    await hostCall(endpoints.hostResendBookingEmail, token, {
      params: { ...idsOf(params), emailId: Number(textOf(form, 'emailId')) },
      body: { idempotency_key: textOf(form, 'idempotency_key') },
      signal: request.signal,
    });
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(pagePathOf(request), { message: t('consoleBookingActions.emails.done') }, context);
  } catch (error) {
    const failure = actionFailureOf(error, [], {});
    return data(failure, { status: failure.detail ? 409 : 400 });
  }
}

export default function BookingEmails() {
  const { t, lng } = useTranslation();
  const organization = useOrganization();
  const { summary, emails, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const title = t('consoleBookingActions.emails.title');
  const when = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <>
      <BookingActionHead organizationId={organization.id} summary={summary} title={title} />
      <p className="muted">{t('consoleBookingActions.emails.intro')}</p>
      <ActionRefusal result={result} />
      {emails.length === 0 ? (
        <p>{t('consoleBookingActions.emails.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consoleBookingActions.emails.subject')}</th>
                <th scope="col">{t('consoleBookingActions.emails.to')}</th>
                <th scope="col">{t('consoleBookingActions.emails.sentAt')}</th>
                <th scope="col">{t('consoleBookingActions.emails.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('consoleBookingActions.emails.resend')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id}>
                  <th scope="row">{email.subject}</th>
                  <td>{email.toAddress}</td>
                  <td>{when.format(new Date(email.createdAt))}</td>
                  <td>{t(`consoleBookingActions.emails.states.${email.status}`)}</td>
                  <td>
                    <Form method="post" className="inline-form">
                      <CsrfField />
                      <input type="hidden" name="emailId" value={email.id} />
                      <input type="hidden" name="idempotency_key" value={`${idempotencyKey}-${email.id}`} />
                      <Button type="submit" variant="quiet" small aria-label={t('consoleBookingActions.emails.resendLabel', { subject: email.subject })}>
                        {t('consoleBookingActions.emails.resend')}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
