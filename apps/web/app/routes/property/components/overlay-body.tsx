import { Button, Notice as UiNotice } from '@direct/ui';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { localizedPath } from '../../../lib/i18n/language-links.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import {
  reserveIntent,
  type AddOnView,
  type AnsweredPart,
  type GuestErrors,
  type QuoteView,
  type ReserveStatus,
  type ReserveValues,
  type VoucherReason,
} from '../booking/reserve.ts';
import type { PricedChoice, RateChoice, RatesView } from '../page-view.ts';
import { AddOnChoices, GuestFields, Notice, QuoteSummary, VoucherField } from './reserve-parts.tsx';

// What the overlay shows: the guest's values and the last answer, the total and the add-ons.
export type OverlayState = {
  status: ReserveStatus | null;
  values: ReserveValues;
  errors: GuestErrors;
  choiceRefused: boolean;
  voucherError: VoucherReason | null;
  quote: QuoteView | null;
  quoteState: 'ready' | 'loading' | 'failed';
  addOns: AddOnView[] | null;
  addOnsState: 'ready' | 'loading' | 'failed';
  idempotencyKey: string;
  // The part whose button the last answer was for (the server-rendered overlay focuses it).
  answered: AnsweredPart | null;
};

// Another still-bookable rate of the page for the same stay (after "no longer available").
export type OtherOption = { key: string; unit: string; name: string; total: string; href: string };

export type OverlayProps = {
  name: string;
  choice: PricedChoice;
  rates: Pick<RatesView, 'dates' | 'guests'>;
  state: OverlayState;
  others: OtherOption[];
  searchHref: string;
  contactHref: string;
};

// The reservation overlay's content: the chosen unit, rate, dates and guests, then the booking
// form (guest details, extras, voucher, itemised total, Reserve). Shared by the modal dialog
// (reservation-dialog.tsx) and the server-rendered overlay of ?reserve=1, so it uses no router
// hooks: the caller supplies the close control, the form element and the upsell's frame.
export function OverlayBody({
  name,
  choice,
  rates,
  state,
  others,
  searchHref,
  contactHref,
  close,
  form,
  upsell,
  sending = false,
  noticeRef,
  voucherRef,
  onOther,
  autoFocusAnswer = false,
}: OverlayProps & {
  close: ReactNode;
  form: (fields: ReactNode) => ReactNode;
  // The add-on choices in their frame: a popup opened from the overlay, or inline without JavaScript.
  upsell: (content: ReactNode, chosen: number) => ReactNode;
  sending?: boolean;
  noticeRef?: Ref<HTMLDivElement>;
  voucherRef?: Ref<HTMLInputElement>;
  onOther?: (key: string, event: MouseEvent<HTMLAnchorElement>) => void;
  // The overlay is a new document after each answer (the server-rendered one), so the answer's
  // focus is markup: the first field to correct, or the part whose button was pressed. Focusing
  // it also scrolls it into view instead of leaving the guest at the top of the form.
  autoFocusAnswer?: boolean;
}) {
  const { t } = useTranslation();
  const { status, values, quote } = state;
  const addOnsContent =
    state.addOns && state.addOns.length > 0 ? (
      <AddOnChoices addOns={state.addOns} values={values} />
    ) : (
      <p role="status">{t(state.addOnsState === 'loading' ? 'booking.addOns.loading' : state.addOnsState === 'failed' ? 'booking.addOns.failed' : 'booking.addOns.none')}</p>
    );

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
      {status === 'unavailable' && (
        <Notice noticeRef={noticeRef}>
          <p>{t('booking.unavailable')}</p>
          {others.length > 0 && (
            <>
              <p className="reserve-others__title">{t('booking.otherOptions')}</p>
              <ul className="reserve-others">
                {others.map((other) => (
                  <li key={other.key}>
                    <a href={other.href} onClick={onOther && ((event) => onOther(other.key, event))}>
                      {t('booking.otherOption', { unit: other.unit, plan: other.name, price: other.total })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <a href={searchHref}>{t('booking.searchSameDates')}</a>
          </p>
        </Notice>
      )}
      {status === 'price_changed' && quote && <Notice noticeRef={noticeRef}>{t('booking.priceChanged', { total: quote.total })}</Notice>}
      {status === 'failed' && <Notice noticeRef={noticeRef}>{t('booking.failed')}</Notice>}
      {(status === 'invalid' || state.choiceRefused) && (
        <Notice noticeRef={noticeRef}>{t(state.choiceRefused && Object.keys(state.errors).length === 0 ? 'booking.choiceRefused' : 'booking.invalid')}</Notice>
      )}
      {form(
        <>
          {/* The default button: Enter in a field reserves (the first submit button of a form). */}
          <button type="submit" name="intent" value={reserveIntent} hidden tabIndex={-1} aria-hidden="true" />
          <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
          {quote && <input type="hidden" name="expectedTotal" value={quote.totalMinor} />}
          <GuestFields values={values} errors={state.errors} autoFocusFirstError={autoFocusAnswer} />
          {upsell(addOnsContent, values.addOns.length)}
          <VoucherField
            value={values.voucher}
            applied={values.vouchers}
            appliedLabel={quote?.voucher?.label ?? null}
            error={state.voucherError}
            busy={sending}
            inputRef={voucherRef}
            autoFocus={autoFocusAnswer && state.answered === 'voucher'}
          />
          <QuoteSummary quote={quote} fallback={choice} state={state.quoteState} />
          <UiNotice>{t('booking.hostHolds')}</UiNotice>
          <Button type="submit" name="intent" value={reserveIntent} className="reserve-submit" disabled={sending}>
            {sending ? t('booking.sending') : status === 'price_changed' ? t('booking.confirmAgain') : t('booking.submit')}
          </Button>
          <p className="reserve-ask">
            <a href={contactHref}>{t('booking.askHost')}</a>
          </p>
        </>,
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

// The page's other bookable rates for the same stay on other unit types (every unit of the one
// just taken is gone, whatever the plan).
export function otherOptions(
  choices: Record<string, RateChoice>,
  planKey: string,
  pathname: string,
  stayInputs: [string, string][],
): OtherOption[] {
  const unitType = planKey.split('-')[0];
  return Object.entries(choices)
    .filter(([key]) => key.split('-')[0] !== unitType)
    .slice(0, 6)
    .map(([key, choice]) => ({ key, unit: choice.unit, name: choice.name, total: choice.total, href: overlayHrefs(pathname, stayInputs, key).action }));
}

// The search for the same stay, and the contact page, in the page's language prefix.
export function overlayLinks(pathname: string, stayInputs: [string, string][]) {
  const query = new URLSearchParams(stayInputs.filter(([name]) => name !== 'lng'));
  const language = stayInputs.find(([name]) => name === 'lng');
  if (language) query.set('lng', language[1]);
  return { searchHref: localizedPath(pathname, `/search?${query}`), contactHref: localizedPath(pathname, `/contact${language ? `?lng=${language[1]}` : ''}`) };
}
