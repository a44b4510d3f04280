import { Button, Notice } from '@direct/ui';
import { Form } from 'react-router';
import type { AccessFormState } from '../checkin.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { FormField } from '../../../components/contact/form-field.tsx';

// The way into check-in without a link: booking code and the booker's email. One message for
// every wrong combination (the site never says whether a code exists).
export function AccessForm({ action, state, bookingCode }: { action: string; state: AccessFormState | undefined; bookingCode: string }) {
  const { t } = useTranslation();
  const values = state?.values ?? { bookingCode, email: '' };
  const problem = state?.problem;
  return (
    <section className="checkin-card" aria-labelledby="checkin-access-title">
      <h2 id="checkin-access-title">{t('checkin.access.heading')}</h2>
      <p className="checkin-note">{t('checkin.access.intro')}</p>
      <Form method="post" action={action} noValidate className="checkin-form">
        <input type="hidden" name="intent" value="access" />
        {problem && problem !== 'invalid' && (
          <Notice boxed tone="error">
            <p>{problem === 'rate_limited' ? t('checkin.access.rateLimited') : problem === 'unavailable' ? t('checkin.errors.generic') : t('checkin.access.notFound')}</p>
          </Notice>
        )}
        <FormField
          id="access-code"
          name="booking_code"
          label={t('checkin.access.code')}
          autoComplete="off"
          maxLength={40}
          defaultValue={values.bookingCode}
          error={state?.fields['booking_code'] ? t('checkin.access.codeRequired') : undefined}
        />
        <FormField
          id="access-email"
          name="email"
          type="email"
          label={t('checkin.access.email')}
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          error={state?.fields['email'] ? t('checkin.access.emailRequired') : undefined}
        />
        <div className="form-actions">
          <Button type="submit">{t('checkin.access.submit')}</Button>
        </div>
      </Form>
    </section>
  );
}
