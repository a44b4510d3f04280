import { Button, Notice, type NoticeTone } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { NewsletterState } from '../../../lib/contact/form-state.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { fieldMessage } from '../../../components/contact/field-message.ts';
import { Honeypot } from '../../../components/contact/honeypot.tsx';

// The newsletter sign-up of the contact page. Posts to the page's action (intent "newsletter"):
// in the background with JavaScript, as a full page without it. It also shows the answer to the
// footer's sign-up (serverState), which arrives here as a page.
export function NewsletterForm({
  action,
  idPrefix,
  serverState,
  className,
}: {
  action: string;
  idPrefix: string;
  serverState?: NewsletterState;
  className?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterState>();
  const state = fetcher.data ?? serverState;
  const busy = fetcher.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  // After a background send: clear the field once subscribed; focus the field to fix, or the answer.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === 'subscribed') formRef.current?.reset();
    if (fetcher.data.status === 'invalid') inputRef.current?.focus();
    else messageRef.current?.focus();
  }, [fetcher.data]);

  // An answer that came with the page (the footer's form, or a send before the page was ready).
  useEffect(() => {
    if (!serverState) return;
    if (serverState.status === 'invalid') inputRef.current?.focus();
    else messageRef.current?.focus();
  }, [serverState]);

  const inputId = `${idPrefix}-email`;
  const email = state && state.status !== 'subscribed' ? state.email : '';
  const problem = state?.status === 'invalid' ? state.fieldErrors.email : undefined;
  const error = problem ? fieldMessage(t, 'email', problem) : undefined;
  const message: { tone: NoticeTone; text: string } | undefined =
    state?.status === 'subscribed'
      ? { tone: 'success', text: t('newsletter.subscribed') }
      : state?.status === 'already-subscribed'
        ? { tone: 'info', text: t('newsletter.alreadySubscribed') }
        : state?.status === 'failed'
          ? { tone: 'error', text: t('newsletter.failed') }
          : undefined;

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      ref={formRef}
      className={['newsletter-form', className].filter(Boolean).join(' ')}
      onSubmit={(event) => busy && event.preventDefault()}
    >
      <input type="hidden" name="intent" value="newsletter" />
      <label htmlFor={inputId} className="newsletter-form__label">
        {t('newsletter.email')}
      </label>
      {error && (
        <p id={`${inputId}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="newsletter-form__row">
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="field__control"
        />
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </div>
      <Honeypot id={`${idPrefix}-website`} />
      {message && (
        <Notice boxed tone={message.tone} ref={messageRef} focusable>
          <p>{message.text}</p>
        </Notice>
      )}
    </fetcher.Form>
  );
}
