import { Button, Field, Icon } from '@direct/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { addDays, isIsoDate } from '../../lib/dates/iso-date.ts';
import { localToday } from '../../lib/search/dates.ts';
import type { SuggestionOption } from '../../lib/search/merge-suggestions.ts';
import { rememberSearch } from '../../lib/search/recent-searches.ts';
import {
  formQuery,
  propertyHref,
  searchLimits,
  type Place,
  type SearchErrors,
  type SearchField,
  type SearchValues,
} from '../../lib/search/search-params.ts';
import { DestinationField } from './destination-field.tsx';
import { searchErrorText } from './field-error.tsx';
import { Stepper } from './stepper.tsx';

const fieldOrder: SearchField[] = ['destination', 'checkIn', 'checkOut', 'guests', 'children'];

// The booking search prompt (the spec's whereAreYouGoing, checkIn, checkOut, guestNumber,
// childNumber, workTripChecked): a GET form to /search that works before JavaScript loads. The
// search page checks the values (one set of rules, the same with or without JavaScript) and shows
// this form again with the guest's values and a message next to each field to correct; the first
// of them gets focus. With JavaScript the prompt also remembers the destination, sends a chosen
// property straight to its page, and leaves empty values out of the address.
export function SearchPrompt({
  values,
  errors: serverErrors = {},
  variant,
  carry,
}: {
  values: SearchValues;
  errors?: SearchErrors;
  variant: 'hero' | 'bar';
  // Filters of the results page, kept when the guest searches again from there.
  carry?: Pick<SearchValues, 'minPrice' | 'maxPrice' | 'amenities'>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const action = localizedPath(pathname, '/search');
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const picked = useRef<SuggestionOption | null>(null);
  const [errors, setErrors] = useState<SearchErrors>(serverErrors);
  const [checkIn, setCheckIn] = useState(values.checkIn);
  const [checkOut, setCheckOut] = useState(values.checkOut);
  const [guests, setGuests] = useState(values.guests);
  const [children, setChildren] = useState(values.children);
  // The guest's own today, known only in the browser (the server's could differ): set after
  // hydration so the server's HTML and the first browser render agree.
  const [today, setToday] = useState('');

  useEffect(() => {
    setToday(localToday());
    // Dates typed before the page was hydrated are in the inputs but not in the state, and the
    // next render (a guest stepper, say) would put the state's empty value back over them.
    for (const [field, adopt] of [['checkIn', setCheckIn], ['checkOut', setCheckOut]] as const) {
      const typed = (document.getElementById(id(field)) as HTMLInputElement | null)?.value;
      if (typed) adopt(typed);
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Sent back with messages: the first field to correct gets focus (a screen reader then reads
  // its label and its message).
  useEffect(() => {
    const first = fieldOrder.find((field) => serverErrors[field]);
    if (first) document.getElementById(id(first))?.focus();
    // Once, when the form arrives with the server's messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const defaultPlace: Place | null =
    values.area !== '' ? { type: 'area', id: Number(values.area) } : values.city !== '' ? { type: 'city', id: Number(values.city) } : null;

  function clearError(field: SearchField) {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const destination = (form.elements.namedItem('destination') as HTMLInputElement).value.trim();
    if (destination) {
      const place = form.querySelector<HTMLInputElement>('input[name="city"], input[name="area"]');
      const type = place ? (place.name as 'city' | 'area') : 'text';
      const placeId = place ? Number(place.value) : null;
      const option = picked.current;
      rememberSearch({
        type,
        id: placeId,
        label: destination,
        sublabel: option && option.type === type && option.id === placeId ? option.sublabel : null,
        route: null,
      });
    }
    const query = formQuery(new FormData(form));
    navigate(query ? `${action}?${query}` : action);
  }

  function onPick(option: SuggestionOption): boolean {
    if (option.type === 'property' && option.route) {
      rememberSearch(option);
      // The dates and guests chosen so far go along, when they make a stay.
      const stay = checkIn && checkOut > checkIn ? { checkIn, checkOut } : { checkIn: null, checkOut: null };
      navigate(propertyHref(localizedPath(pathname, option.route), { ...stay, guests: Number(guests) || 1, children: Number(children) || 0 }));
      return true;
    }
    picked.current = option;
    clearError('destination');
    return false;
  }

  const errorCount = Object.keys(errors).length;
  const checkOutMin = checkIn && isIsoDate(checkIn) ? addDays(checkIn, 1) : today ? addDays(today, 1) : undefined;

  return (
    <form
      className={`search-prompt search-prompt--${variant}`}
      method="get"
      action={action}
      role="search"
      aria-label={t('search.prompt.label')}
      noValidate
      onSubmit={onSubmit}
    >
      {errorCount > 0 && (
        <div className="search-prompt__summary" role="alert">
          <p>{t('search.errors.summary', { count: errorCount })}</p>
        </div>
      )}
      <div className="search-prompt__fields">
        <Field id={id('destination')} label={t('search.prompt.destination')} error={searchErrorText(t, errors.destination)} className="field--destination">
          {(control) => (
            <DestinationField
              inputId={control.id}
              defaultValue={values.destination}
              defaultPlace={defaultPlace}
              placeholder={t('search.prompt.destinationPlaceholder')}
              describedBy={control['aria-describedby']}
              invalid={!!errors.destination}
              onPick={onPick}
              onEdit={() => clearError('destination')}
            />
          )}
        </Field>
        <Field id={id('checkIn')} label={t('search.prompt.checkIn')} error={searchErrorText(t, errors.checkIn)} className="field--date">
          {(control) => (
            <input
              {...control}
              className="search-prompt__input"
              type="date"
              name="checkIn"
              value={checkIn}
              min={today || undefined}
              onChange={(event) => {
                setCheckIn(event.target.value);
                clearError('checkIn');
              }}
            />
          )}
        </Field>
        <Field id={id('checkOut')} label={t('search.prompt.checkOut')} error={searchErrorText(t, errors.checkOut)} className="field--date">
          {(control) => (
            <input
              {...control}
              className="search-prompt__input"
              type="date"
              name="checkOut"
              value={checkOut}
              min={checkOutMin}
              onChange={(event) => {
                setCheckOut(event.target.value);
                clearError('checkOut');
              }}
            />
          )}
        </Field>
        <Stepper
          id={id('guests')}
          name="guests"
          label={t('search.prompt.guests')}
          value={guests}
          min={searchLimits.guestsMin}
          max={searchLimits.guestsMax}
          addLabel={t('search.prompt.addGuest')}
          removeLabel={t('search.prompt.removeGuest')}
          error={errors.guests}
          onChange={(next) => {
            setGuests(next);
            clearError('guests');
          }}
        />
        <Stepper
          id={id('children')}
          name="children"
          label={t('search.prompt.children')}
          value={children}
          min={0}
          max={searchLimits.childrenMax}
          addLabel={t('search.prompt.addChild')}
          removeLabel={t('search.prompt.removeChild')}
          error={errors.children}
          onChange={(next) => {
            setChildren(next);
            clearError('children');
          }}
        />
        <div className="field field--check">
          <input id={id('workTrip')} type="checkbox" name="workTrip" value="1" defaultChecked={values.workTrip} />
          <label htmlFor={id('workTrip')}>{t('search.prompt.workTrip')}</label>
        </div>
        {carry?.minPrice && <input type="hidden" name="minPrice" value={carry.minPrice} />}
        {carry?.maxPrice && <input type="hidden" name="maxPrice" value={carry.maxPrice} />}
        {carry?.amenities.map((code) => <input key={code} type="hidden" name="amenities" value={code} />)}
        <Button type="submit" className="search-prompt__submit">
          <Icon>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </Icon>
          {t('search.prompt.submit')}
        </Button>
      </div>
    </form>
  );
}
