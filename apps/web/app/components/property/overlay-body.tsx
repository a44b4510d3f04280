import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { enquiryIntent, type EnquiryField, type EnquiryResult } from '../../lib/property/enquiry.ts';
import type { RateChoice, RatesView } from '../../lib/property/page-view.ts';
import { PriceLines } from './price-lines.tsx';

export type OverlayProps = {
  name: string;
  choice: RateChoice;
  rates: Pick<RatesView, 'dates' | 'guests'>;
  result: EnquiryResult | undefined;
};

// The reservation overlay's content: the chosen unit, rate, dates, guests and itemised total, then
// the enquiry to the host (the booking form itself comes with the next step). Shared by the
// modal dialog (reservation-dialog.tsx) and the server-rendered overlay of ?reserve=1, so it uses
// no router hooks: the caller supplies the close control and the form element.
export function OverlayBody({
  name,
  choice,
  rates,
  result,
  close,
  form,
  sending = false,
  sentRef,
}: OverlayProps & {
  close: ReactNode;
  form: (fields: ReactNode) => ReactNode;
  sending?: boolean;
  sentRef?: Ref<HTMLParagraphElement>;
}) {
  const { t } = useTranslation();
  const values = result && result.status !== 'sent' ? result.values : undefined;
  const errors = result?.status === 'invalid' ? result.errors : {};
  const field = (field: EnquiryField, label: string, input: { type?: string; autoComplete?: string; required?: boolean } = {}) => {
    const id = `enquiry-${field}`;
    const error = errors[field];
    const common = {
      id,
      name: field,
      defaultValue: values?.[field] ?? (field === 'message' ? choice.message : ''),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      required: input.required,
    };
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {field === 'message' ? <textarea rows={5} {...common} /> : <input type={input.type ?? 'text'} autoComplete={input.autoComplete} {...common} />}
        {error && (
          <p id={`${id}-error`} className="field__error">
            {t(`property.reserve.error.${error}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <div className="reserve-dialog__head">
        <h2 id="reserve-title">{t('property.reserve.title', { name })}</h2>
        {close}
      </div>
      <dl className="reserve-summary">
        <div>
          <dt>{t('property.reserve.unit')}</dt>
          <dd>{choice.unit}</dd>
        </div>
        <div>
          <dt>{t('property.reserve.plan')}</dt>
          <dd>{choice.cancellation ? `${choice.name} · ${choice.cancellation}` : choice.name}</dd>
        </div>
        <div>
          <dt>{t('property.reserve.dates')}</dt>
          <dd>{rates.dates}</dd>
        </div>
        <div>
          <dt>{t('property.reserve.guests')}</dt>
          <dd>{rates.guests}</dd>
        </div>
      </dl>
      <PriceLines lines={choice.lines} total={choice.total} />
      <p className="notice">{t('property.reserve.hostConfirms')}</p>
      <h3>{t('property.reserve.askHost')}</h3>
      {result?.status === 'sent' ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="notice notice--ok">
          {t('property.reserve.sent', { email: result.email })}
        </p>
      ) : (
        form(
          <>
            <input type="hidden" name="intent" value={enquiryIntent} />
            {result?.status === 'failed' && (
              <p role="alert" className="notice notice--error">
                {t('contact.sendFailed')}
              </p>
            )}
            {result?.status === 'invalid' && (
              <p role="alert" className="notice notice--error">
                {t('property.reserve.invalid')}
              </p>
            )}
            {field('name', t('property.reserve.name'), { autoComplete: 'name', required: true })}
            {field('email', t('property.reserve.email'), { type: 'email', autoComplete: 'email', required: true })}
            {field('phone', t('property.reserve.phone'), { type: 'tel', autoComplete: 'tel' })}
            {field('message', t('property.reserve.message'), { required: true })}
            <button type="submit" className="button" disabled={sending}>
              {sending ? t('property.reserve.sending') : t('property.reserve.send')}
            </button>
          </>,
        )
      )}
    </>
  );
}

// The addresses the overlay's form posts to (the page with the overlay open) and its close link
// goes to (the page without it).
export function overlayHrefs(pathname: string, stayInputs: [string, string][], planKey: string) {
  const query = new URLSearchParams(stayInputs);
  const close = `${pathname}${query.size ? `?${query}` : ''}`;
  query.set('plan', planKey);
  query.set('reserve', '1');
  return { close, action: `${pathname}?${query}` };
}
