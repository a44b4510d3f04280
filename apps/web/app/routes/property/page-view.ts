import type { ImageRef, PropertyDetail, RateOption } from '@direct/contracts';
import { formatMoney, formatRating } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import type { TFunction, TranslationKey } from '@direct/i18n/translator';
import { formatStayDate } from './dates.ts';
import { cancellationTerms, restrictionMessage, stayProblemMessage } from './messages.ts';
import { fewUnitsLeft, groupRates, listedRates } from './rates.ts';
import { planKey, type Stay, type StayProblem } from './stay-query.ts';
import { fallbackLangs, type TextLangs } from './text-language.ts';

// The property page as text, built by the loader in the guest's language. The page's first
// JavaScript is capped at 120 KB (docs/product.md) and the framework takes most of it, so the browser
// gets words and numbers to place, not the rules and formatting that made them.

const propertyTypes = ['apartment', 'aparthotel', 'chalet', 'guesthouse', 'hostel', 'hotel', 'house', 'loft', 'studio', 'townhouse', 'villa'];

// Catalogue labels for codes from the API; an unknown code reads better than its key.
function label(t: TFunction, key: string, code: string): string {
  const text = t(key as TranslationKey);
  return text === key ? code.replace(/_/g, ' ') : text;
}

type UnitLike = Pick<RateOption['unitType'], 'maxOccupancy' | 'maxAdults' | 'maxChildren' | 'bedrooms' | 'beds' | 'bathrooms' | 'sizeM2'>;

export type UnitFacts = { facts: string; guests: string };

// "Sleeps up to 4 · 1 bedroom · 2 beds · 1 bathroom · 52 m²" and "up to 2 adults and 2 children".
export function unitFacts(unit: UnitLike, t: TFunction): UnitFacts {
  const facts = [
    t('property.unit.sleeps', { count: unit.maxOccupancy }),
    unit.bedrooms > 0 ? t('property.unit.bedrooms', { count: unit.bedrooms }) : t('property.unit.studio'),
    t('property.unit.beds', { count: unit.beds }),
    t('property.unit.bathrooms', { count: unit.bathrooms }),
    ...(unit.sizeM2 ? [`${unit.sizeM2} m²`] : []),
  ];
  return {
    facts: facts.join(' · '),
    guests:
      unit.maxChildren > 0
        ? t('property.unit.maxGuests', {
            adults: t('property.booking.adultCount', { count: unit.maxAdults }),
            children: t('property.booking.childCount', { count: unit.maxChildren }),
          })
        : t('property.unit.maxAdultsOnly', { adults: t('property.booking.adultCount', { count: unit.maxAdults }) }),
  };
}

export type PropertyView = {
  id: number;
  name: string;
  images: ImageRef[];
  placeType: string | null;
  // Area, city, country: each a text, with its language when it is not the page's (an area
  // or city name the platform has no translation for reads as English, marked for screen readers).
  place: { text: string; lang?: string }[];
  rating: { score: string; label: string; count: string } | null;
  host: { name: string; href: string | null };
  summary: string | null;
  fromPrice: string | null;
  paragraphs: string[];
  amenityGroups: { title: string; items: string[] }[];
  units: ({ id: number; name: string; description: string | null } & UnitFacts)[];
  facts: [string, string][];
  rules: string[];
  address: string[];
  position: { lat: number; lng: number };
  maxOccupancy: number;
  // The language of the host texts that are not in the page's (English fallback).
  lang: TextLangs;
};

export function propertyView(property: PropertyDetail, t: TFunction, lng: string, pathname: string): PropertyView {
  const { address } = property;
  const type = propertyTypes.includes(property.propertyType) ? t(`property.type.${property.propertyType}` as TranslationKey) : null;
  const other = (language: string | undefined) => (language && language !== lng ? { lang: language } : {});
  const place = [
    ...(property.area ? [{ text: property.area.name, ...other(property.area.nameLanguage) }] : []),
    { text: property.city.name, ...other(property.city.nameLanguage) },
    { text: address.country.name },
  ];
  const groups = new Map<string, string[]>();
  for (const { code, category } of property.amenityDetails) {
    const title = label(t, `amenityCategory.${category}`, category);
    groups.set(title, [...(groups.get(title) ?? []), label(t, `amenity.${code}`, code)]);
  }
  const pets = property.unitTypes.filter((unit) => unit.petsAllowed).length;
  const rating = property.reviewAverage;
  return {
    id: property.id,
    name: property.name,
    images: property.images,
    placeType: type,
    place,
    rating:
      rating != null && property.reviewCount > 0
        ? {
            score: formatRating(rating, lng),
            label: t('catalog.ratingLabel', { rating: formatRating(rating, lng) }),
            count: t('catalog.reviewCount', { count: property.reviewCount }),
          }
        : null,
    host: { name: property.host.name, href: property.host.route ? localizedPath(pathname, property.host.route) : null },
    summary: property.summary,
    fromPrice: property.averageNightlyPrice ? t('property.booking.fromPrice', { price: formatMoney(property.averageNightlyPrice, lng) }) : null,
    paragraphs: (property.description ?? '').split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean),
    amenityGroups: [...groups].map(([title, items]) => ({ title, items })),
    units: property.unitTypes.map((unit) => ({ id: unit.id, name: unit.name, description: unit.description, ...unitFacts(unit, t) })),
    facts: [
      [t('property.facts.checkIn'), t('property.facts.checkInFrom', { time: property.checkInTime })],
      [t('property.facts.checkOut'), t('property.facts.checkOutBy', { time: property.checkOutTime })],
      [
        t('property.facts.pets'),
        t(pets === 0 ? 'property.facts.petsNotAllowed' : pets === property.unitTypes.length ? 'property.facts.petsAllowed' : 'property.facts.petsSome'),
      ],
    ],
    rules: (property.houseRules ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
    address: [
      address.line1,
      ...(address.line2 ? [address.line2] : []),
      [address.postalCode, address.city].filter(Boolean).join(' '),
      address.country.name,
    ],
    position: { lat: address.latitude, lng: address.longitude },
    maxOccupancy: Math.max(0, ...property.unitTypes.map((unit) => unit.maxOccupancy)),
    lang: fallbackLangs(property.textLanguages, lng),
  };
}

export type RateView = {
  key: string;
  bookable: boolean;
  name: string;
  // The name's language when not the page's (the host's English, not translated yet).
  nameLang?: string;
  // Meal plan and cancellation kind, shown as "meal · cancellation".
  meal: string;
  cancellation: string;
  policy: string[];
  reasons: string[];
  // All-in (every mandatory fee and tax, the promotion taken off): shown first (decision 0030).
  total: string | null;
  // The total over the nights, shown second ("€95 a night, all-in").
  perNight: string | null;
  // The promotion in the total ("Early bird: €30 off, included in this price"), or null.
  promotion: string | null;
  // The nights, each fee, each tax, the promotion (the total is `total`).
  lines: [string, string][];
  left: string | null;
};

export type RatesView = {
  state: 'ok' | 'failed';
  priced: boolean;
  stayText: string | null;
  problem: string | null;
  dates: string;
  guests: string;
  // A unit type's rates beyond what the page lists at first (listedRates) are `unlisted`; the link
  // to every rate is `allHref` (null when all are listed).
  groups: ({ id: number; name: string; options: RateView[]; unlisted: number } & UnitFacts)[];
  allHref: string | null;
  // The cheapest bookable total for the stay ("€480 for your 3 nights, fees and taxes included").
  stayPrice: string | null;
};

// What the reserve bar and the reservation overlay show of a bookable rate. The browser gets it
// without the price lines: the rate list's markup has them (the overlay reads them from there
// until its quote arrives), so the page's data doesn't carry them twice; after a document load it
// reads the rest from there too (served-choices.ts).
export type RateChoice = Pick<RateView, 'name' | 'cancellation'> & { unit: string; total: string };
export type PricedChoice = RateChoice & Pick<RateView, 'lines'>;

export function rateChoices(rates: RatesView): Record<string, PricedChoice> {
  const choices: Record<string, PricedChoice> = {};
  for (const group of rates.groups) {
    for (const { key, bookable, name, cancellation, total, lines } of group.options) {
      if (bookable && total) choices[key] = rateChoice({ unit: group.name, name, cancellation, total, lines });
    }
  }
  return choices;
}

// "Non-refundable · Non-refundable" says it once.
export function rateChoice<T extends RateChoice>(choice: T): T {
  return choice.cancellation.toLowerCase() === choice.name.toLowerCase() ? { ...choice, cancellation: '' } : choice;
}

export function withoutLines(choices: Record<string, PricedChoice>): Record<string, RateChoice> {
  return Object.fromEntries(Object.entries(choices).map(([key, { lines: _lines, ...choice }]) => [key, choice]));
}

export function guestsText(stay: Pick<Stay, 'adults' | 'children'>, t: TFunction): string {
  return [
    t('property.booking.adultCount', { count: stay.adults }),
    ...(stay.children > 0 ? [t('property.booking.childCount', { count: stay.children })] : []),
  ].join(', ');
}

export function ratesView(
  input: {
    property: Pick<PropertyDetail, 'name' | 'unitTypes'>;
    stay: Stay;
    complete: boolean;
    problem: StayProblem | null;
    maxNights: number;
    rates: { ok: true; options: RateOption[]; nights: number | null } | { ok: false; invalidDates: boolean };
    // Every rate (?rates=all) or the first ones; the rate chosen (?plan=) is always listed.
    listing: { all: boolean; plan: string | null; allHref: string };
  },
  t: TFunction,
  lng: string,
): RatesView {
  const { stay, rates } = input;
  const nights = rates.ok ? rates.nights : null;
  const priced = input.complete && nights !== null;
  const checkIn = stay.checkIn ? formatStayDate(stay.checkIn, lng) : '';
  const checkOut = stay.checkOut ? formatStayDate(stay.checkOut, lng) : '';
  const nightsText = t('property.booking.nights', { count: nights ?? 0 });
  const guests = guestsText(stay, t);
  const problem = input.problem ?? (!rates.ok && rates.invalidDates ? 'past' : null);
  const money = (amountMinor: number, currency: string) => formatMoney({ amountMinor, currency }, lng);
  const option = (rate: RateOption): RateView => {
    const quote = rate.quote;
    const cancellation = t(`property.rates.cancellation.${rate.ratePlan.cancellation.kind}`);
    const total = quote ? money(quote.totalMinor, quote.currency) : null;
    return {
      key: planKey(rate.unitType.id, rate.ratePlan.id),
      bookable: priced && rate.bookable,
      name: rate.ratePlan.name,
      ...(rate.ratePlan.nameLanguage && rate.ratePlan.nameLanguage !== lng ? { nameLang: rate.ratePlan.nameLanguage } : {}),
      meal: label(t, `property.rates.meal.${rate.ratePlan.mealPlan}`, rate.ratePlan.mealPlan),
      cancellation,
      policy: priced ? cancellationTerms(rate.ratePlan, t, lng) : [],
      reasons: priced && !rate.bookable ? rate.reasons.map((reason) => restrictionMessage(reason, t, lng)) : [],
      total,
      perNight: quote ? t('property.rates.perNight', { price: money(quote.perNightMinor, quote.currency) }) : null,
      promotion: quote?.promotion ? t('property.rates.promotion', { name: quote.promotion.name, amount: money(quote.promotion.amountMinor, quote.currency) }) : null,
      lines: quote ? quote.lines.map((line): [string, string] => [quoteLineLabel(line, quote.nights.length, t), money(line.amountMinor, quote.currency)]) : [],
      left: priced && rate.bookable && rate.freeUnits <= fewUnitsLeft ? t('property.rates.onlyLeft', { count: rate.freeUnits }) : null,
    };
  };
  const groups = rates.ok ? listedRates(groupRates(rates.options, input.property.unitTypes.map((unit) => unit.id)), input.listing) : [];
  // The options come cheapest bookable first (rate_and_availability's order).
  const cheapest = priced && rates.ok ? rates.options.find((rate) => rate.bookable && rate.quote)?.quote : undefined;
  return {
    state: rates.ok || problem ? 'ok' : 'failed',
    priced,
    stayText: priced ? t('property.rates.forStay', { nights: nightsText, checkIn, checkOut, guests }) : null,
    problem: problem ? stayProblemMessage(problem, t, input.maxNights) : null,
    dates: priced ? `${checkIn} – ${checkOut} (${nightsText})` : '',
    guests,
    groups: groups.map((group) => ({
      id: group.unitType.id,
      name: group.unitType.name,
      ...unitFacts(group.unitType, t),
      options: group.options.map(option),
      unlisted: group.unlisted,
    })),
    allHref: groups.some((group) => group.unlisted > 0) ? input.listing.allHref : null,
    stayPrice: cheapest ? t('property.booking.stayPrice', { price: money(cheapest.totalMinor, cheapest.currency), count: cheapest.nights.length }) : null,
  };
}

// A price line's words: the nights in the page's language, the host's names for the rest.
export function quoteLineLabel(line: { kind: string; label: string }, nights: number, t: TFunction): string {
  return line.kind === 'accommodation' ? t('property.rates.accommodationNights', { count: nights }) : line.label;
}
