import { Button, Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import {
  contactFields,
  contactLimits,
  emptyContactValues,
  type ContactField,
  type ContactState,
} from '../../../lib/contact/form-state.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { fieldMessage } from '../../../components/contact/field-message.ts';
import { FormField } from '../../../components/contact/form-field.tsx';
import { Honeypot } from '../../../components/contact/honeypot.tsx';

// The contact form. A plain POST form to the contact page's action: without JavaScript the page
// comes back with the answer; with it the form is sent in the background (no reload) and the
// answer shows in place. Either way the guest's values stay in the fields until it is sent.
export function ContactForm({ action, serverState }: { action: string; serverState?: ContactState }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactState>();
  const state = fetcher.data ?? serverState;
  const busy = fetcher.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  // After a background send: clear the form once sent, and move focus to what the guest must
  // read next (the thanks, or the list of problems).
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === 'sent') {
      formRef.current?.reset();
      sentRef.current?.focus();
    } else {
      summaryRef.current?.focus();
    }
  }, [fetcher.data]);

  const values = state && state.status !== 'sent' ? state.values : emptyContactValues;
  const errors = state?.status === 'invalid' ? state.fieldErrors : {};
  const invalid = contactFields.filter((field) => errors[field]);
  const errorOf = (field: ContactField) => {
    const problem = errors[field];
    return problem ? fieldMessage(t, field, problem) : undefined;
  };
  const labels: Record<ContactField, string> = {
    name: t('contact.name'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    subject: t('contact.subject'),
    message: t('contact.message'),
  };

  return (
    <fetcher.Form method="post" action={action} noValidate ref={formRef} className="contact-form" onSubmit={(event) => busy && event.preventDefault()}>
      <input type="hidden" name="intent" value="contact" />
      {state?.status === 'sent' && (
        <Notice boxed tone="success" ref={sentRef} focusable>
          <p>{t('contact.sent')}</p>
        </Notice>
      )}
      {state?.status === 'failed' && (
        <Notice boxed tone="error" ref={summaryRef} focusable>
          <p>
            <strong>{t('contact.sendFailed')}</strong>
          </p>
          <p>{t('contact.sendFailedHelp')}</p>
        </Notice>
      )}
      {invalid.length > 0 && (
        <Notice boxed tone="error" ref={summaryRef} focusable aria-labelledby="contact-summary-title">
          <p id="contact-summary-title">
            <strong>{t('contact.errorSummary', { count: invalid.length })}</strong>
          </p>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#contact-${field}`}>
                  {labels[field]}: {errorOf(field)}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <p id="contact-required-note" className="form-note">
        {t('contact.requiredNote')}
      </p>
      <div className="contact-form__row">
        <FormField id="contact-name" name="name" label={labels.name} autoComplete="name" maxLength={contactLimits.name} defaultValue={values.name} error={errorOf('name')} />
        <FormField
          id="contact-email"
          name="email"
          type="email"
          label={labels.email}
          autoComplete="email"
          maxLength={contactLimits.email}
          defaultValue={values.email}
          error={errorOf('email')}
        />
      </div>
      <div className="contact-form__row">
        <FormField
          id="contact-phone"
          name="phone"
          type="tel"
          label={labels.phone}
          optional
          autoComplete="tel"
          maxLength={contactLimits.phone}
          defaultValue={values.phone}
          error={errorOf('phone')}
        />
        <FormField id="contact-subject" name="subject" label={labels.subject} optional maxLength={contactLimits.subject} defaultValue={values.subject} error={errorOf('subject')} />
      </div>
      <FormField
        id="contact-message"
        name="message"
        label={labels.message}
        multiline
        hint={t('contact.messageHint', { min: contactLimits.messageMin })}
        maxLength={contactLimits.messageMax}
        defaultValue={values.message}
        error={errorOf('message')}
      />
      <Honeypot id="contact-website" />
      <div className="form-actions">
        <Button type="submit" aria-disabled={busy || undefined}>
          <SendIcon />
          {busy ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function SendIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5z" />
    </svg>
  );
}
