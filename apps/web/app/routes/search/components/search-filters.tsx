import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { formatLocale } from '../../../lib/catalog/format.ts';
import type { PriceRange } from '@direct/contracts';
import { Badge, Button } from '@direct/ui';
import {
  activeFilterCount,
  formQuery,
  searchParamsOf,
  withoutFilters,
  type SearchCriteria,
  type SearchErrors,
  type SearchValues,
} from '../../../lib/search/search-params.ts';
import { FieldError } from '../../../components/search/field-error.tsx';

// Shown before "more amenities": what guests look for most.
const popular = ['wifi', 'kitchen', 'parking', 'air_conditioning', 'washer', 'pool', 'workspace', 'pets_allowed'];

const typingDelayMs = 700;

// Price range and amenities: a GET form (works without JavaScript, "Apply filters"); with
// JavaScript a change applies itself (a price after a pause in typing).
export function SearchFilters({
  criteria,
  values,
  errors: serverErrors = {},
  priceRange,
  amenityCounts,
}: {
  criteria: SearchCriteria;
  values: SearchValues;
  errors?: SearchErrors;
  priceRange: PriceRange | null;
  amenityCounts: Record<string, number> | null;
}) {
  const { t, i18n, resources } = useTranslation();
  const { brand } = useRootData();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The inputs keep what the guest set while the results load; whenever the address's filters
  // change (back button, "clear filters") the inputs follow it.
  const urlFilters = `${values.minPrice}|${values.maxPrice}|${values.amenities.join(',')}`;
  // At hydration the inputs are the server's, made from the same address: left alone, so what a
  // guest ticked before the page hydrated stays ticked (decision 0054).
  const shownFilters = useRef(urlFilters);
  useEffect(() => {
    if (shownFilters.current === urlFilters) return;
    shownFilters.current = urlFilters;
    for (const input of formRef.current?.querySelectorAll('input') ?? []) {
      if (input.name === 'amenities') input.checked = values.amenities.includes(input.value);
      if (input.name === 'minPrice' || input.name === 'maxPrice') input.value = values[input.name];
    }
    // Only when the address's filters change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlFilters]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Browsers that can't show a closed <details> by CSS (::details-content) get it opened here on
  // wide screens.
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (panel.current && window.matchMedia('(min-width: 60rem)').matches) panel.current.open = true;
  }, []);

  const currency = priceRange?.currency ?? brand.currency;
  const money = (major: number) => formatMajor(major, currency, i18n.language);
  const labels = resources.amenity as Record<string, string>;
  const known = Object.keys(labels);
  // With counts from the API only amenities some stay has are offered (plus any already chosen).
  const offered = known.filter((code) => !amenityCounts || (amenityCounts[code] ?? 0) > 0 || values.amenities.includes(code));
  const first = offered.filter((code) => popular.includes(code) || values.amenities.includes(code));
  const more = offered.filter((code) => !first.includes(code));
  const active = activeFilterCount(criteria);
  const clearQuery = searchParamsOf(withoutFilters(criteria)).toString();
  const clearHref = clearQuery ? `${pathname}?${clearQuery}` : pathname;

  function apply() {
    clearTimeout(timer.current);
    // The search page checks the prices and answers with a message next to a bad one.
    const query = formQuery(new FormData(formRef.current!));
    navigate(query ? `${pathname}?${query}` : pathname, { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  const describedBy = (field: 'minPrice' | 'maxPrice', hint: boolean) =>
    [serverErrors[field] ? `${prefix}-${field}-error` : '', hint ? `${prefix}-price-hint` : ''].filter(Boolean).join(' ') || undefined;

  // The box inside its label (no ids to pair them) and the count as one text in a bare <span>
  // (styled from the list's class): the list is markup every search page carries (issue 10 §3,
  // 40 KB a page).
  const checkbox = (code: string) => (
    <li key={code}>
      <label>
        <input type="checkbox" name="amenities" value={code} defaultChecked={values.amenities.includes(code)} />
        {labels[code] ?? code}
        {amenityCounts && <span>{` (${formatCount(amenityCounts[code] ?? 0, i18n.language)})`}</span>}
      </label>
    </li>
  );

  return (
    <form
      ref={formRef}
      className="search-filters"
      method="get"
      action={pathname}
      noValidate
      aria-labelledby={`${prefix}-heading`}
      onSubmit={onSubmit}
      // A ticked amenity applies at once, a price after a pause in typing.
      onChange={(event) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(apply, (event.target as { type?: string }).type === 'checkbox' ? 0 : typingDelayMs);
      }}
    >
      <h2 id={`${prefix}-heading`} className="search-filters__title">
        {t('search.filters.heading')}
      </h2>
      {/* On a phone the filters fold away under their summary; on wide screens they are always open. */}
      <details ref={panel} className="search-filters__panel">
        <summary className="search-filters__summary">
          {t('search.filters.heading')}
          {active > 0 && <Badge>{t('search.filters.active', { count: active })}</Badge>}
        </summary>
        {active > 0 && (
          <p className="search-filters__active">
            <Badge className="search-filters__badge">{t('search.filters.active', { count: active })}</Badge>{' '}
            <Link to={clearHref} preventScrollReset className="search-filters__clear">
              {t('search.filters.clear')}
            </Link>
          </p>
        )}
        {/* The search itself travels with the filters. */}
        {(['destination', 'city', 'area', 'checkIn', 'checkOut'] as const).map(
          (name) => values[name] !== '' && <input key={name} type="hidden" name={name} value={values[name]} />,
        )}
        {values.guests !== '1' && <input type="hidden" name="guests" value={values.guests} />}
        {values.children !== '0' && <input type="hidden" name="children" value={values.children} />}
        {values.workTrip && <input type="hidden" name="workTrip" value="1" />}

        <fieldset className="search-filters__group">
          {/* Without a range the results may mix currencies: each stay is filtered in its own. */}
          <legend>{priceRange ? t('search.filters.priceIn', { currency }) : t('search.filters.price')}</legend>
          {priceRange && (
            <p id={`${prefix}-price-hint`} className="search-filters__hint">
              {t('search.filters.priceRange', { min: money(priceRange.min), max: money(priceRange.max) })}
            </p>
          )}
          <div className="search-filters__prices">
            {(['minPrice', 'maxPrice'] as const).map((field) => (
              <div className="field" key={field}>
                <label className="field__label" htmlFor={`${prefix}-${field}`}>
                  {t(field === 'minPrice' ? 'search.filters.minPrice' : 'search.filters.maxPrice')}
                </label>
                <input
                  id={`${prefix}-${field}`}
                  className="search-prompt__input"
                  type="number"
                  inputMode="numeric"
                  name={field}
                  min={0}
                  step={1}
                  defaultValue={values[field]}
                  placeholder={priceRange ? String(field === 'minPrice' ? Math.floor(priceRange.min) : Math.ceil(priceRange.max)) : undefined}
                  aria-invalid={serverErrors[field] ? true : undefined}
                  aria-describedby={describedBy(field, !!priceRange)}
                />
                <FieldError id={`${prefix}-${field}-error`} code={serverErrors[field]} />
              </div>
            ))}
          </div>
        </fieldset>

        {offered.length > 0 && (
          <fieldset className="search-filters__group">
            <legend>{t('search.filters.amenities')}</legend>
            <ul className="search-filters__amenities" role="list">
              {first.map(checkbox)}
            </ul>
            {more.length > 0 && (
              <details className="search-filters__more">
                <summary>{t('search.filters.moreAmenities', { count: more.length })}</summary>
                <ul className="search-filters__amenities" role="list">
                  {more.map(checkbox)}
                </ul>
              </details>
            )}
          </fieldset>
        )}
        <Button type="submit" className="search-filters__apply">
          {t('search.filters.apply')}
        </Button>
      </details>
    </form>
  );
}

function formatCount(value: number, lng: string): string {
  return new Intl.NumberFormat(formatLocale(lng)).format(value);
}

// A whole amount in major units ("€80"), the unit of the price filter.
function formatMajor(amount: number, currency: string, lng: string): string {
  try {
    return new Intl.NumberFormat(formatLocale(lng), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${Math.round(amount)} ${currency}`;
  }
}
