import { webhookEventTypes } from '@direct/domain/webhook';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { eventNameKey } from '../event-names.ts';

const urlReasons = ['insecure_scheme', 'private_address', 'unresolvable', 'credentials_in_url'] as const;

export function AddEndpointForm({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  // The URL's own reasons (not https, a private address…) say more than the generic text.
  const urlReason = isFormFailure(result) ? result.fieldErrors.url : undefined;
  const known = urlReasons.find((reason) => reason === urlReason);
  const urlError = known ? t(`consoleWebhooks.urlErrors.${known}`) : errorOf('url');
  const kept = valueOf(result, 'events', 'booking.created,booking.confirmed,booking.cancelled').split(',');
  const eventsError = errorOf('events');
  return (
    <section className="panel" aria-labelledby="add-webhook-title">
      <h2 id="add-webhook-title">{t('consoleWebhooks.addTitle')}</h2>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-stack" key={answerKey}>
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <TextField idPrefix="webhook-" name="url" type="url" inputMode="url" label={t('consoleWebhooks.url')} hint={t('consoleWebhooks.urlHint')} autoComplete="off" defaultValue={valueOf(result, 'url')} error={urlError} />
        <TextField idPrefix="webhook-" name="description" required={false} label={t('consoleWebhooks.description')} hint={t('consoleWebhooks.descriptionHint')} autoComplete="off" defaultValue={valueOf(result, 'description')} error={errorOf('description')} />
        <fieldset className="checkbox-group" aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
          <legend>{t('consoleWebhooks.eventsLegend')}</legend>
          {webhookEventTypes.map((event) => (
            <label key={event} className="checkbox">
              <input type="checkbox" name="events" value={event} defaultChecked={kept.includes(event)} />
              {t(eventNameKey(event))} <code>{event}</code>
            </label>
          ))}
          {eventsError && (
            <p id="webhook-events-error" className="field__error">
              {eventsError}
            </p>
          )}
        </fieldset>
        <Button type="submit">{t('consoleWebhooks.add')}</Button>
      </Form>
    </section>
  );
}
