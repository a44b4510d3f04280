import { Button, buttonClassName } from '@direct/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import {
  emptyValues,
  guestFields,
  isVoucherReason,
  newIdempotencyKey,
  quoteQuery,
  readReserveForm,
  removeVoucherIntent,
  voucherIntent,
  withLanguage,
  type AddOnView,
  type QuoteView,
  type ReserveResult,
  type ReserveValues,
  type VoucherReason,
} from '../booking/reserve.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RateChoice } from '../page-view.ts';
import { ratePlanIds } from '../rate-plan-ids.ts';
import { useBeginCheckout } from '../use-funnel-events.ts';
import { OverlayBody, otherOptions, overlayHrefs, overlayLinks, type OverlayProps } from './overlay-body.tsx';

type Props = Pick<OverlayProps, 'name' | 'rates'> & {
  choice: RateChoice;
  propertyId: number;
  planKey: string;
  choices: Record<string, RateChoice>;
  stayInputs: [string, string][];
  onChoose: (key: string) => void;
  onClose: () => void;
};

type Loaded<T> = { state: 'ready' | 'loading' | 'failed'; value: T | null };

// How long the total waits for the guest to stop changing extras before it is asked for again.
const quoteDelayMs = 300;

// The reservation overlay as a modal dialog: focus stays inside, Escape or the close button
// closes it, and focus goes back to Reserve. The add-ons (upsell popup, a second dialog) and the
// total come from the site's JSON resources; the total is asked for again (debounced) whenever a
// choice changes. Reserve posts the form to the page's action by a fetcher: on success the action
// redirects to the payment page, otherwise the answer shows in place with what was typed.
// Loaded when Reserve is first pressed (React.lazy in property-page.tsx).
export default function ReservationDialog({ propertyId, planKey, choice, choices, stayInputs, onChoose, onClose, ...overlay }: Props) {
  const { t, i18n } = useTranslation();
  // The JSON resources answer in the page's language only when told: their address has no /de/.
  const inputs = useMemo(() => withLanguage(stayInputs, i18n.language), [stayInputs, i18n.language]);
  const fetcher = useFetcher<ReserveResult>();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const upsell = useRef<HTMLDialogElement>(null);
  const upsellOpener = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const voucherInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ReserveValues>(emptyValues);
  const [applied, setApplied] = useState<string[]>([]);
  const [voucherError, setVoucherError] = useState<VoucherReason | null>(null);
  const [quote, setQuote] = useState<Loaded<QuoteView>>({ state: 'loading', value: null });
  const [addOns, setAddOns] = useState<Loaded<AddOnView[]>>({ state: 'loading', value: null });
  useBeginCheckout({ id: propertyId, name: overlay.name }, quote.value?.totalMinor ?? null);
  const [answer, setAnswer] = useState<ReserveResult | undefined>();
  // Guest fields changed since the last answer: their old error no longer describes them.
  const [edited, setEdited] = useState<readonly string[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const lastQuery = useRef('');

  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.showModal();
  }, []);

  // The upsell's offer for this stay (the same for every rate of the property).
  useEffect(() => {
    const query = new URLSearchParams(inputs);
    query.set('property', String(propertyId));
    const controller = new AbortController();
    fetch(`/resources/add-ons?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: AddOnView[] }>) : Promise.reject(new Error(String(response.status)))))
      .then((answer) => setAddOns({ state: 'ready', value: answer.data }))
      .catch(() => {
        if (!controller.signal.aborted) setAddOns({ state: 'failed', value: null });
      });
    return () => controller.abort();
  }, [propertyId, inputs]);

  const quoteUrl = useCallback(
    (vouchers: string[]) => `/resources/booking-quote?${quoteQuery(propertyId, planKey, inputs, { addOns: values.addOns, vouchers })}`,
    [propertyId, planKey, inputs, values.addOns],
  );

  // The total for what is chosen now, once the guest stops changing it.
  useEffect(() => {
    const url = quoteUrl(applied);
    if (url === lastQuery.current) return;
    const controller = new AbortController();
    setQuote((current) => ({ ...current, state: 'loading' }));
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ quote: QuoteView }>) : Promise.reject(new Error(String(response.status)))))
        .then((answer) => {
          lastQuery.current = url;
          setQuote({ state: 'ready', value: answer.quote });
        })
        .catch(() => {
          if (!controller.signal.aborted) setQuote((current) => ({ ...current, state: 'failed' }));
        });
    }, quoteDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [quoteUrl, applied]);

  // Apply: the codes applied so far plus the new one, so the server answers the rules.
  const applyVoucher = async () => {
    const code = voucherInput.current?.value.trim() ?? '';
    if (code === '') return voucherInput.current?.focus();
    const codes = [...applied, code];
    const url = quoteUrl(codes);
    setQuote((current) => ({ ...current, state: 'loading' }));
    try {
      const response = await fetch(url);
      const body = (await response.json()) as { quote?: QuoteView; voucherError?: unknown };
      if (response.ok && body.quote) {
        lastQuery.current = url;
        setQuote({ state: 'ready', value: body.quote });
        setApplied(codes);
        setVoucherError(null);
        if (voucherInput.current) voucherInput.current.value = '';
        return;
      }
      setQuote((current) => ({ ...current, state: current.value ? 'ready' : 'failed' }));
      setVoucherError(isVoucherReason(body.voucherError) ? body.voucherError : 'invalid_voucher');
      voucherInput.current?.focus();
    } catch {
      setQuote((current) => ({ ...current, state: 'failed' }));
    }
  };

  // Enter in the voucher field applies the code (elsewhere it reserves).
  useEffect(() => {
    const input = voucherInput.current;
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      void applyVoucher();
    };
    input?.addEventListener('keydown', keydown);
    return () => input?.removeEventListener('keydown', keydown);
  });

  // The answer to Reserve (a success leaves the page): a new total, a new key, and focus on the
  // first field to correct or on the message.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    setAnswer(data);
    setEdited([]);
    setKey(data.key);
    if (data.quote) {
      lastQuery.current = quoteUrl(applied);
      setQuote({ state: 'ready', value: data.quote });
    }
    if (data.voucherError) setVoucherError(data.voucherError);
    // Only a new answer moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  // Focus moves once the answer is on screen (the notice only exists after it rendered).
  useEffect(() => {
    if (!answer) return;
    const first = guestFields.find((field) => answer.errors[field]);
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : notice.current;
    target?.focus();
  }, [answer]);

  const submitted = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === voucherIntent) {
      event.preventDefault();
      void applyVoucher();
    } else if (submitter?.value === removeVoucherIntent) {
      event.preventDefault();
      setApplied([]);
      setVoucherError(null);
      voucherInput.current?.focus();
    }
  };

  const changed = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === 'voucher') setVoucherError(null);
    if ((guestFields as readonly string[]).includes(name)) setEdited((current) => (current.includes(name) ? current : [...current, name]));
    if (!form.current) return;
    const next = readReserveForm(new FormData(form.current));
    setValues((current) => (JSON.stringify(current.addOns) === JSON.stringify(next.addOns) ? current : { ...current, addOns: next.addOns }));
  };

  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The upsell popup's own close reaches here too.
    if (event.target !== event.currentTarget) return;
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  const hrefs = overlayHrefs(pathname, stayInputs, planKey);
  const offered = addOns.value === null || addOns.value.length > 0;

  return (
    <dialog ref={dialog} className="dialog reserve-dialog" aria-labelledby="reserve-title" onClose={closed}>
      <OverlayBody
        {...overlay}
        choice={{ ...choice, lines: priceLinesOnPage(planKey) }}
        state={{
          status: answer?.status ?? null,
          values: { ...values, vouchers: applied },
          errors: Object.fromEntries(Object.entries(answer?.errors ?? {}).filter(([field]) => !edited.includes(field))),
          choiceRefused: answer?.choiceRefused ?? false,
          voucherError,
          quote: quote.value,
          quoteState: quote.state,
          addOns: addOns.value,
          addOnsState: addOns.state,
          idempotencyKey: key,
          // The dialog handles its own buttons in place: focus stays where the guest is.
          answered: null,
        }}
        others={otherOptions(choices, planKey, pathname, stayInputs)}
        {...overlayLinks(pathname, stayInputs)}
        sending={fetcher.state !== 'idle'}
        noticeRef={notice}
        voucherRef={voucherInput}
        onOther={(other, event) => {
          event.preventDefault();
          setAnswer(undefined);
          onChoose(other);
        }}
        close={
          <button type="button" className="icon-button" onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('property.reserve.close')}</span>
          </button>
        }
        form={(fields) => (
          <fetcher.Form ref={form} method="post" action={hrefs.action} noValidate className="reserve-form" onSubmit={submitted} onChange={changed}>
            {fields}
          </fetcher.Form>
        )}
        upsell={(content, chosen) =>
          offered && (
            <div className="add-ons-open">
              {/* Button takes no ref (the upsell gives focus back to its opener): its class list instead. */}
              <button ref={upsellOpener} type="button" className={buttonClassName({ variant: 'quiet' })} aria-haspopup="dialog" onClick={() => upsell.current?.showModal()}>
                {t('booking.addOns.open')}
              </button>
              {chosen > 0 && <span className="add-ons-open__count">{t('booking.addOns.chosen', { count: chosen })}</span>}
              <dialog ref={upsell} className="dialog reserve-dialog upsell-dialog" aria-labelledby="add-ons-title" onClose={() => upsellOpener.current?.focus()}>
                <h3 id="add-ons-title">{t('booking.addOns.heading')}</h3>
                {content}
                <Button onClick={() => upsell.current?.close()}>{t('booking.addOns.done')}</Button>
              </dialog>
            </div>
          )
        }
      />
    </dialog>
  );
}

// The chosen rate's price lines as the page's rate list shows them (the page's data doesn't carry
// them twice, see RateChoice): what the total says until the first quote arrives.
function priceLinesOnPage(planKey: string): [string, string][] {
  const rows = document.getElementById(ratePlanIds(planKey).info)?.querySelectorAll('.price-lines > div:not([class])') ?? [];
  return [...rows].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']);
}
