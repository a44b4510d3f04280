import { Notice as UiNotice, PriceLines } from '@direct/ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import {
  removeVoucherIntent,
  voucherIntent,
  type AddOnView,
  type GuestErrors,
  type GuestField,
  type QuoteView,
  type ReserveValues,
  type VoucherReason,
} from '../booking/reserve.ts';

// The parts of the reservation form. Rendered by the server for the overlay of ?reserve=1 (no
// JavaScript needed) and by the lazily loaded dialog; no router hooks, no state: values come in,
// the form around them posts (or the dialog reads it).

export function GuestFields({ values, errors, autoFocusFirstError = false }: { values: ReserveValues; errors: GuestErrors; autoFocusFirstError?: boolean }) {
  const { t } = useTranslation();
  const firstError = (['firstName', 'lastName', 'email', 'phone'] as const).find((field) => errors[field]);
  const field = (name: GuestField, label: string, input: { type?: string; autoComplete: string; hint?: string }) => {
    const id = `guest-${name}`;
    const error = errors[name];
    const described = [input.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          defaultValue={values[name]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          autoFocus={autoFocusFirstError && name === firstError}
          maxLength={name === 'email' ? 254 : 100}
        />
        {input.hint && (
          <small id={`${id}-hint`} className="field__hint">
            {input.hint}
          </small>
        )}
        {error && (
          <p id={`${id}-error`} className="field__error">
            {t(`booking.error.${error}`)}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="reserve-guest">
      <legend>{t('booking.guestHeading')}</legend>
      <div className="reserve-guest__names">
        {field('firstName', t('booking.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('booking.lastName'), { autoComplete: 'family-name' })}
      </div>
      {field('email', t('booking.email'), { type: 'email', autoComplete: 'email' })}
      {field('phone', t('booking.phone'), { type: 'tel', autoComplete: 'tel', hint: t('booking.phoneHint') })}
      <div className="reserve-check">
        <input id="guest-followUpConsent" type="checkbox" name="followUpConsent" value="1" defaultChecked={values.followUpConsent} aria-describedby="guest-followUpConsent-hint" />
        <label htmlFor="guest-followUpConsent">{t('booking.followUpConsent')}</label>
        <small id="guest-followUpConsent-hint" className="field__hint">
          {t('booking.followUpConsentHint')}
        </small>
      </div>
    </fieldset>
  );
}

// The upsell offer: early check-in and late check-out slots (one of each, radio groups with the
// standard time first) and extras (checkboxes, with a quantity when more than one may be taken).
export function AddOnChoices({ addOns, values }: { addOns: AddOnView[]; values: ReserveValues }) {
  const { t } = useTranslation();
  const chosen = new Map(values.addOns.map((choice) => [choice.id, choice.quantity]));
  const slots = (kind: 'arrival_time' | 'departure_time') => {
    const list = addOns.filter((addOn) => addOn.kind === kind);
    if (list.length === 0) return null;
    const name = kind === 'arrival_time' ? 'arrival' : 'departure';
    const picked = list.find((addOn) => chosen.has(addOn.id) && !addOn.unavailable);
    return (
      <fieldset className="add-ons__group">
        <legend>{t(kind === 'arrival_time' ? 'booking.addOns.arrival' : 'booking.addOns.departure')}</legend>
        <label className="add-on">
          <input type="radio" name={name} value="" defaultChecked={!picked} />
          <span className="add-on__label">{t(kind === 'arrival_time' ? 'booking.addOns.standardArrival' : 'booking.addOns.standardDeparture')}</span>
        </label>
        {list.map((addOn) => (
          <label key={addOn.id} className={`add-on${addOn.unavailable ? ' add-on--off' : ''}`}>
            <input
              type="radio"
              name={name}
              value={addOn.id}
              disabled={addOn.unavailable}
              defaultChecked={picked?.id === addOn.id}
              aria-describedby={addOn.unavailable ? `add-on-${addOn.id}-note` : undefined}
            />
            <span className="add-on__label" lang={addOn.labelLang}>
              {addOn.label}
              {addOn.time && <span className="add-on__time"> · {addOn.time}</span>}
            </span>
            {addOn.price && <span className="add-on__price">{addOn.price}</span>}
            {addOn.unavailable && (
              <span id={`add-on-${addOn.id}-note`} className="add-on__note">
                {t('booking.addOns.unavailable')}
              </span>
            )}
          </label>
        ))}
      </fieldset>
    );
  };
  const extras = addOns.filter((addOn) => addOn.kind === 'extra');
  return (
    <>
      {slots('arrival_time')}
      {slots('departure_time')}
      {extras.length > 0 && (
        <fieldset className="add-ons__group">
          <legend>{t('booking.addOns.extras')}</legend>
          {extras.map((addOn) => {
            const id = `add-on-${addOn.id}`;
            return (
              <div key={addOn.id} className={`add-on add-on--extra${addOn.unavailable ? ' add-on--off' : ''}`}>
                <input
                  type="checkbox"
                  id={id}
                  name="addOn"
                  value={addOn.id}
                  disabled={addOn.unavailable}
                  defaultChecked={chosen.has(addOn.id) && !addOn.unavailable}
                  aria-describedby={[addOn.basis && `${id}-basis`, (addOn.description || addOn.unavailable) && `${id}-note`].filter(Boolean).join(' ') || undefined}
                />
                <label htmlFor={id} className="add-on__label" lang={addOn.labelLang}>
                  {addOn.label}
                </label>
                {addOn.price && <span className="add-on__price">{addOn.price}</span>}
                {addOn.basis && (
                  <span id={`${id}-basis`} className="add-on__note">
                    {addOn.basis}
                  </span>
                )}
                {(addOn.description || addOn.unavailable) && (
                  <span id={`${id}-note`} className="add-on__note" lang={addOn.unavailable ? undefined : addOn.descriptionLang}>
                    {addOn.unavailable ? t('booking.addOns.unavailable') : addOn.description}
                  </span>
                )}
                {/* Shown only while the extra is ticked (add-ons.css), with or without JavaScript. */}
                {addOn.maxQuantity > 1 && (
                  <span className="add-on__quantity">
                    <label htmlFor={`${id}-qty`} className="visually-hidden">
                      {t('booking.addOns.quantity', { label: addOn.label })}
                    </label>
                    <input
                      type="number"
                      id={`${id}-qty`}
                      name={`qty-${addOn.id}`}
                      min={1}
                      max={addOn.maxQuantity}
                      inputMode="numeric"
                      defaultValue={chosen.get(addOn.id) ?? 1}
                      disabled={addOn.unavailable}
                    />
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
    </>
  );
}

const voucherMessages = {
  invalid_voucher: 'errors.invalidCode',
  voucher_not_combinable: 'booking.voucher.notCombinable',
  voucher_already_applied: 'booking.voucher.alreadyApplied',
} as const;

// The voucher code: Apply submits the code with the ones already applied (the server answers the
// rules); an applied code is shown with Remove.
export function VoucherField({
  value,
  applied,
  appliedLabel,
  error,
  busy = false,
  inputRef,
  autoFocus = false,
}: {
  value: string;
  applied: string[];
  appliedLabel: string | null;
  error: VoucherReason | null;
  busy?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  // Focus the answer to Apply or Remove: the note of the applied code, or the field to type in.
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const noteFocused = autoFocus && applied.length > 0 && !error;
  return (
    <div className="voucher">
      {applied.map((code) => (
        <input key={code} type="hidden" name="appliedVoucher" value={code} />
      ))}
      <div className="field">
        <label htmlFor="voucher-code">{t('booking.voucher.label')}</label>
        <div className="voucher__row">
          <input
            ref={inputRef}
            id="voucher-code"
            name="voucher"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={50}
            defaultValue={value}
            autoFocus={autoFocus && !noteFocused}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'voucher-code-error' : undefined}
          />
          <button type="submit" name="intent" value={voucherIntent} className="button button--quiet button--small" disabled={busy}>
            {t('booking.voucher.apply')}
          </button>
        </div>
        <div aria-live="polite">
          {error && (
            <p id="voucher-code-error" className="field__error">
              {t(voucherMessages[error])}
            </p>
          )}
        </div>
      </div>
      {applied.length > 0 && (
        <p className="voucher__applied" role="status" tabIndex={noteFocused ? -1 : undefined} autoFocus={noteFocused}>
          <span>
            {/* The label names the code as the host wrote it; the guest may have typed it in other letter case. */}
            {appliedLabel && !appliedLabel.toLowerCase().includes(applied.join(', ').toLowerCase())
              ? t('booking.voucher.appliedWith', { code: applied.join(', '), label: appliedLabel })
              : t('booking.voucher.applied', { code: applied.join(', ') })}
          </span>
          <button type="submit" name="intent" value={removeVoucherIntent} className="link-button">
            {t('booking.voucher.remove', { code: applied.join(', ') })}
          </button>
        </p>
      )}
    </div>
  );
}

// The itemised total with the payment schedule, announced when it changes.
export function QuoteSummary({
  quote,
  fallback,
  state,
}: {
  quote: QuoteView | null;
  // The rate's own price lines (from the page) until the first quote arrives.
  fallback: { lines: [string, string][]; total: string };
  state: 'ready' | 'loading' | 'failed';
}) {
  const { t } = useTranslation();
  const lines = quote?.lines ?? fallback.lines;
  return (
    <section className="reserve-quote" aria-labelledby="reserve-quote-title">
      <h3 id="reserve-quote-title">{t('booking.quote.heading')}</h3>
      <div aria-live="polite" aria-busy={state === 'loading'}>
        <PriceLines
          lines={[
            ...lines.map(([label, amount], index) => ({
              key: String(index),
              label,
              amount,
              kind: amount.startsWith('-') || amount.startsWith('−') ? ('discount' as const) : undefined,
            })),
            { key: 'total', label: t('booking.quote.total'), amount: quote?.total ?? fallback.total, kind: 'total' as const },
            ...(quote ? [{ key: 'due', label: t('booking.quote.dueNow'), amount: quote.dueNow, kind: 'due' as const }] : []),
            ...(quote?.later ?? []).map(([label, amount], index) => ({ key: `later-${index}`, label, amount, kind: 'later' as const })),
          ]}
        />
        {quote && <p className="reserve-quote__per-night">{quote.perNight}</p>}
        {state === 'loading' && <p className="reserve-quote__state">{t('booking.quote.loading')}</p>}
        {state === 'failed' && <UiNotice tone="error">{t('booking.quote.failed')}</UiNotice>}
      </div>
    </section>
  );
}

// A problem notice the dialog can focus (the design system's, always an alert here).
export function Notice({ children, noticeRef, tone = 'error' }: { children: ReactNode; noticeRef?: Ref<HTMLDivElement>; tone?: 'error' | 'info' }) {
  return (
    <UiNotice ref={noticeRef} tone={tone} focusable role="alert">
      {children}
    </UiNotice>
  );
}
