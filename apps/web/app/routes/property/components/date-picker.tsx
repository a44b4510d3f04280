import { Button } from '@direct/ui';
import type { AvailabilityDay } from '@direct/contracts';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { pt } from 'react-day-picker/locale/pt';
import { formatLocale, formatMoney } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { nightsBetween } from '../../../lib/dates/iso-date.ts';
import { addMonths, formatStayDate, fromLocalDate, monthEnd, monthStart, toLocalDate } from '../dates.ts';
import { dayRefusal, inRange, pickDate, type PickRules, type Selection } from '../day-state.ts';
import { refusalMessage } from '../messages.ts';
import { initialFocusDate } from '../picker-focus.ts';

// The date picker (react-day-picker), loaded on demand. For each date it shows the lowest price,
// and in its label and the details line the minimum stay for an arrival that day and whether
// arrival and departure are allowed. A date that can't be chosen says why, visibly and through
// the live status line. Availability comes month by month from /resources/stay-options. An
// arrival is offered only when a stay can start there (the API's canCheckIn): a date from which
// every check-out would be refused is greyed out with its reason, not left as a dead end.

const locales = { en: enGB, de, pt } as const;
const monthsAhead = 18;

type Props = {
  propertyId: number;
  selection: Selection;
  guests: { adults: number; children: number };
  today: string;
  maxNights: number;
  // Set when the guests don't fit any unit: the spec's guest capacity message.
  capacityMessage: string | null;
  onChange: (selection: Selection) => void;
  onClose: () => void;
};

type DayText = { price: (date: string) => string | null; describe: (date: string) => string };
const DayContext = createContext<DayText>({ price: () => null, describe: (date) => date });

export default function DatePicker({ propertyId, selection, guests, today, maxNights, capacityMessage, onChange, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [month, setMonth] = useState(monthStart(selection.checkIn ?? today));
  const [calendar, setCalendar] = useState<{ key: string; days: Map<string, AvailabilityDay>; currency: string | null }>({
    key: '',
    days: new Map(),
    currency: null,
  });
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The date last focused or pointed at: the details line describes it.
  const [pointed, setPointed] = useState<string | null>(null);
  const loaded = useRef(new Set<string>());
  const guestKey = `${guests.adults}-${guests.children}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const focusedOnOpen = useRef(false);

  // The shown month and the next one, for the guests chosen; other guests start a new calendar.
  useEffect(() => {
    if (calendar.key !== guestKey) {
      loaded.current = new Set();
      setCalendar({ key: guestKey, days: new Map(), currency: null });
    }
    const wanted = [month, addMonths(month, 1)].filter((m) => !loaded.current.has(`${guestKey}|${m}`));
    if (wanted.length === 0) return setStatus('ready');
    const controller = new AbortController();
    const query = new URLSearchParams({
      property: String(propertyId),
      from: wanted[0]! < today ? today : wanted[0]!,
      to: monthEnd(wanted[wanted.length - 1]!),
      guests: String(guests.adults),
      children: String(guests.children),
    });
    setStatus('loading');
    fetch(`/resources/stay-options?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((answer: { currency: string; calendar: AvailabilityDay[] }) => {
        for (const m of wanted) loaded.current.add(`${guestKey}|${m}`);
        setCalendar((current) => {
          const days = new Map(current.key === guestKey ? current.days : []);
          for (const day of answer.calendar) days.set(day.date, day);
          return { key: guestKey, days, currency: answer.currency };
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
    return () => controller.abort();
    // calendar.key is read to reset, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [month, guestKey, propertyId, today, attempt]);

  // Once the days are known, focus goes to the chosen or first bookable date (showing its month),
  // not to "today", which is often not bookable; without data, to the first enabled day.
  useEffect(() => {
    if (focusedOnOpen.current || status === 'loading') return;
    const target = status === 'ready' ? initialFocusDate(selection, calendar.days, today) : null;
    if (target && monthStart(target) !== month) return setMonth(monthStart(target));
    focusedOnOpen.current = true;
    const root = rootRef.current;
    const button = (target ? root?.querySelector<HTMLButtonElement>(`[data-day="${target}"] button`) : null) ?? root?.querySelector<HTMLButtonElement>('[data-day] button:not([disabled])');
    button?.focus();
    // Only the first answer decides; later choices move focus themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, month, calendar]);

  const rules: PickRules = useMemo(() => ({ today, maxNights, lookup: (date) => calendar.days.get(date) }), [today, maxNights, calendar]);
  const price = useMemo(
    () => (date: string) => {
      const minor = calendar.days.get(date)?.lowestPriceMinor;
      return minor != null && calendar.currency ? formatMoney({ amountMinor: Math.round(minor / 100) * 100, currency: calendar.currency }, lng) : null;
    },
    [calendar, lng],
  );
  const longDate = useMemo(() => new Intl.DateTimeFormat(formatLocale(lng), { dateStyle: 'full' }), [lng]);

  // Everything a date's label says: its date, price, minimum stay, and why it can't be chosen.
  const describe = (iso: string) => {
    const day = calendar.days.get(iso);
    const parts = [longDate.format(toLocalDate(iso))];
    const dayPrice = price(iso);
    if (dayPrice) parts.push(t('property.picker.dayPrice', { price: dayPrice }));
    if (day?.arrivalAllowed && day.minStay) parts.push(t('property.picker.dayMinStay', { count: day.minStay }));
    const why = dayRefusal(selection, iso, rules);
    return `${parts.join(', ')}.${why ? ` ${refusalMessage(why, t)}` : ''}`;
  };

  const choose = (date: Date) => {
    const result = pickDate(selection, fromLocalDate(date), rules);
    setRefusal(result.refusal ? refusalMessage(result.refusal, t) : null);
    if (!result.refusal) onChange(result.selection);
  };

  const checkInDay = selection.checkIn ? calendar.days.get(selection.checkIn) : undefined;
  const instruction =
    selection.checkIn && selection.checkOut
      ? t('property.picker.chosen', {
          checkIn: formatStayDate(selection.checkIn, lng),
          checkOut: formatStayDate(selection.checkOut, lng),
          nights: t('property.booking.nights', { count: nightsBetween(selection.checkIn, selection.checkOut) }),
        })
      : selection.checkIn
        ? `${t('property.picker.chooseCheckOut', { date: formatStayDate(selection.checkIn, lng) })}${
            checkInDay?.minStay && checkInDay.minStay > 1 ? ` ${t('property.picker.minStayHint', { count: checkInDay.minStay })}` : ''
          }`
        : t('property.picker.chooseCheckIn');
  const message =
    status === 'failed' ? t('property.picker.loadFailed') : (capacityMessage ?? refusal ?? (status === 'loading' ? t('property.picker.loading') : instruction));
  const isError = status === 'failed' || capacityMessage !== null || refusal !== null;

  const selected = [selection.checkIn, selection.checkOut].filter((date): date is string => date !== null).map(toLocalDate);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  const iso = (date: Date) => fromLocalDate(date);
  const day = (date: Date) => calendar.days.get(iso(date));

  return (
    <div ref={rootRef} className="date-picker" role="group" aria-label={t('property.picker.label')} aria-describedby="date-picker-keys" onKeyDown={onKeyDown}>
      <p id="date-picker-keys" className="visually-hidden">
        {t('property.picker.keys')}
      </p>
      <p className={`date-picker__status${isError ? ' date-picker__status--error' : ''}`} role="status" aria-live="polite">
        {message}
        {status === 'failed' && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('property.picker.retry')}
            </button>
          </>
        )}
      </p>
      <DayContext.Provider value={{ price, describe }}>
        <DayPicker
          locale={locales[lng as keyof typeof locales] ?? enGB}
          weekStartsOn={1}
          month={toLocalDate(month)}
          onMonthChange={(next) => setMonth(monthStart(fromLocalDate(next)))}
          startMonth={toLocalDate(monthStart(today))}
          endMonth={toLocalDate(addMonths(today, monthsAhead))}
          disabled={{ before: toLocalDate(today) }}
          onDayClick={choose}
          onDayFocus={(date) => setPointed(iso(date))}
          onDayMouseEnter={(date) => setPointed(iso(date))}
          modifiers={{
            selected,
            range_start: selection.checkIn && selection.checkOut ? toLocalDate(selection.checkIn) : undefined,
            range_end: selection.checkOut ? toLocalDate(selection.checkOut) : undefined,
            range_middle: (date: Date) => inRange(selection, iso(date)),
            refused: (date: Date) => dayRefusal(selection, iso(date), rules) !== null,
            noArrival: (date: Date) => day(date)?.checkInBlockedBy === 'closed_to_arrival',
            noDeparture: (date: Date) => day(date)?.departureAllowed === false,
            unavailable: (date: Date) => day(date)?.available === false && iso(date) >= today,
          }}
          modifiersClassNames={{
            refused: 'is-refused',
            noArrival: 'is-no-arrival',
            noDeparture: 'is-no-departure',
            unavailable: 'is-unavailable',
          }}
          components={{ DayButton }}
        />
      </DayContext.Provider>
      <p className="date-picker__detail" aria-hidden="true">
        {pointed ? describe(pointed) : '\u00a0'}
      </p>
      <ul className="date-picker__legend">
        <li className="is-no-arrival">{t('property.picker.legendNoArrival')}</li>
        <li className="is-no-departure">{t('property.picker.legendNoDeparture')}</li>
        <li className="is-unavailable">{t('property.picker.legendUnavailable')}</li>
      </ul>
      <div className="date-picker__actions">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRefusal(null);
            onChange({ checkIn: null, checkOut: null });
          }}
        >
          {t('property.picker.clear')}
        </button>
        <Button small onClick={onClose}>
          {t('property.picker.done')}
        </Button>
      </div>
    </div>
  );
}

// A day: its number and, below it, the lowest price of a night from that date. Its name (for
// screen readers) is the full description: date, price, minimum stay and why it can't be chosen.
function DayButton({ day, modifiers, children: _number, 'aria-label': _label, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const text = useContext(DayContext);
  const date = fromLocalDate(day.date);
  const price = text.price(date);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button ref={ref} {...buttonProps}>
      <span className="date-picker__day" aria-hidden="true">
        {day.date.getDate()}
      </span>
      <span className="date-picker__price" aria-hidden="true">
        {price ?? '\u00a0'}
      </span>
      <span className="visually-hidden">{text.describe(date)}</span>
    </button>
  );
}
