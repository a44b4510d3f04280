import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { Selection } from '../day-state.ts';
import { useHydrated } from '../use-page-hydrated.ts';
import { fetchLazyTexts } from '../lazy-texts.ts';
import type { PropertyLoaderData } from '../page-data.ts';

// Loaded when the guest opens the date selection: react-day-picker and date-fns are not part of
// the page's first JavaScript (docs/product.md: 120 KB for the property page).
const DatePicker = lazy(() =>
  Promise.all([import('./date-picker.tsx'), import('./with-texts.tsx'), fetchLazyTexts('picker')]).then(([part, { withTexts }, texts]) => ({
    default: withTexts(part.default, texts),
  })),
);

// The stay: dates and guests in a GET form, so the server renders the rates for it with or
// without JavaScript. Without JavaScript the dates are the browser's own date fields; with it, a
// calendar that shows prices, minimum stays and which days allow arrival and departure.
export function BookingPanel({ data }: { data: PropertyLoaderData }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const { stay, property, today } = data;
  const [dates, setDates] = useState<Selection>({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  // As typed (a field may be empty while the guest edits it); the counts below are read from them.
  const [adultsText, setAdults] = useState(String(stay.adults));
  const [childrenText, setChildren] = useState(String(stay.children));
  const [picking, setPicking] = useState(false);
  const datesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setDates({ checkIn: stay.checkIn, checkOut: stay.checkOut }), [stay.checkIn, stay.checkOut]);
  useEffect(() => {
    setAdults(String(stay.adults));
    setChildren(String(stay.children));
  }, [stay.adults, stay.children]);
  const adults = guestCount(adultsText, 1);
  const children = guestCount(childrenText, 0);

  const { maxOccupancy } = property;
  const overCapacity = maxOccupancy > 0 && adults + children > maxOccupancy;
  const language = data.stayInputs.find(([name]) => name === 'lng')?.[1];
  const dateLabel = (date: string | null) =>
    date
      ? new Intl.DateTimeFormat(lng === 'pt' ? 'pt-PT' : lng, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
          Date.parse(date),
        )
      : t('property.booking.addDate');

  const closePicker = () => {
    setPicking(false);
    datesButton.current?.focus();
  };
  // Both dates chosen: the page asks the server for the rates of that stay.
  const picked = (selection: Selection) => {
    setDates(selection);
    if (!selection.checkIn || !selection.checkOut) return;
    closePicker();
    const body = new FormData(form.current!);
    body.set('checkIn', selection.checkIn);
    body.set('checkOut', selection.checkOut);
    void submit(body, { method: 'get', action: pathname, preventScrollReset: true });
  };

  return (
    <section className="booking-panel" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('property.booking.heading')}</h2>
      {property.fromPrice && <p className="booking-panel__from">{property.fromPrice}</p>}
      <Form ref={form} method="get" action={pathname} preventScrollReset className="booking-panel__form">
        {language && <input type="hidden" name="lng" value={language} />}
        {hydrated ? (
          <div className="stay-dates">
            <input type="hidden" name="checkIn" value={dates.checkIn ?? ''} />
            <input type="hidden" name="checkOut" value={dates.checkOut ?? ''} />
            <button
              ref={datesButton}
              type="button"
              className="stay-dates__button"
              aria-expanded={picking}
              aria-controls="stay-picker"
              onClick={() => (picking ? closePicker() : setPicking(true))}
            >
              <span className="visually-hidden">{t('property.picker.open')}: </span>
              <span className="stay-dates__part">
                <span className="stay-dates__label">{t('property.booking.checkIn')}</span>
                {dateLabel(dates.checkIn)}
              </span>
              <span className="stay-dates__part">
                <span className="stay-dates__label">{t('property.booking.checkOut')}</span>
                {dateLabel(dates.checkOut)}
              </span>
            </button>
            {picking && (
              <div id="stay-picker" className="stay-picker">
                <Suspense fallback={<p role="status">{t('property.picker.loading')}</p>}>
                  <DatePicker
                    propertyId={property.id}
                    selection={dates}
                    guests={{ adults, children }}
                    today={today}
                    maxNights={data.maxNights}
                    capacityMessage={overCapacity ? t('property.booking.capacity', { count: maxOccupancy }) : null}
                    onChange={picked}
                    onClose={closePicker}
                  />
                </Suspense>
              </div>
            )}
          </div>
        ) : (
          <div className="stay-dates stay-dates--plain">
            <label>
              <span className="stay-dates__label">{t('property.booking.checkIn')}</span>
              <input type="date" name="checkIn" defaultValue={stay.checkIn ?? ''} min={today} />
            </label>
            <label>
              <span className="stay-dates__label">{t('property.booking.checkOut')}</span>
              <input type="date" name="checkOut" defaultValue={stay.checkOut ?? ''} min={today} />
            </label>
          </div>
        )}
        <div className="guests">
          <label>
            <span>{t('property.booking.adults')}</span>
            <input type="number" name="guests" min={1} max={50} inputMode="numeric" value={adultsText} onChange={(event) => setAdults(event.currentTarget.value)} />
          </label>
          <label>
            <span>{t('property.booking.children')}</span>
            <input
              type="number"
              name="children"
              min={0}
              max={50}
              inputMode="numeric"
              value={childrenText}
              onChange={(event) => setChildren(event.currentTarget.value)}
              aria-describedby="children-hint"
            />
            <small id="children-hint">{t('property.booking.childrenHint')}</small>
          </label>
        </div>
        <div aria-live="polite" className="booking-panel__notes">
          {overCapacity && <p className="notice notice--error">{t('property.booking.capacity', { count: maxOccupancy })}</p>}
          {data.rates.problem && <p className="notice notice--error">{data.rates.problem}</p>}
        </div>
        <button type="submit" className="button booking-panel__submit">
          {t('property.booking.submit')}
        </button>
      </Form>
    </section>
  );
}

// A guest count from its field: a whole number from `min` to 50 (the server reads it the same way).
function guestCount(text: string, min: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? min : Math.min(50, Math.max(min, value));
}
