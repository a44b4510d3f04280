import type { AddOn, BookingQuote } from '@direct/contracts';
import { formatMoney } from '../../../lib/catalog/format.ts';
import type { TFunction } from '@direct/i18n/translator';
import { formatStayDate } from '../dates.ts';
import { quoteLineLabel } from '../page-view.ts';
import type { AddOnView, QuoteView } from './reserve.ts';

// The API's quote and add-ons as text in the guest's language, built on the server so the
// browser only places them (the property page's JavaScript budget, docs/product.md §4).

export function quoteView(quote: BookingQuote, t: TFunction, lng: string): QuoteView {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency }, lng);
  const nights = quote.nights.length;
  // The same words as the rate card's lines (page-view.ts), so the overlay reads like it.
  const lines = quote.lines.map((line): [string, string] => [quoteLineLabel(line, nights, t), money(line.amount.amountMinor)]);
  const later = quote.schedule
    .filter((part) => !part.dueNow)
    .sort((a, b) => a.sequence - b.sequence)
    .map((part): [string, string] => [t('booking.quote.dueOn', { date: formatStayDate(part.dueDate.slice(0, 10), lng, false) }), money(part.amount.amountMinor)]);
  return {
    lines,
    total: money(quote.total.amountMinor),
    perNight: t('property.rates.perNight', { price: money(quote.perNight.amountMinor) }),
    totalMinor: quote.total.amountMinor,
    dueNow: money(quote.dueNow.amountMinor),
    later,
    voucher: quote.voucher,
  };
}

export function addOnsView(addOns: readonly AddOn[], t: TFunction, lng: string): AddOnView[] {
  return addOns.map((addOn) => {
    const amount = addOn.priceForStay ?? addOn.unitAmount;
    return {
      id: addOn.id,
      kind: addOn.kind,
      label: addOn.label,
      description: addOn.description,
      ...(addOn.labelLanguage && addOn.labelLanguage !== lng ? { labelLang: addOn.labelLanguage } : {}),
      ...(addOn.descriptionLanguage && addOn.descriptionLanguage !== lng ? { descriptionLang: addOn.descriptionLanguage } : {}),
      price: amount
        ? formatMoney(amount, lng)
        : addOn.percent !== null
          ? t('booking.addOns.percent', { percent: new Intl.NumberFormat(lng === 'pt' ? 'pt-PT' : lng).format(addOn.percent) })
          : null,
      // The slot's time, unless the host's label already says it ("Early check-in from 12:00").
      time: addOn.slotTime && !addOn.label.includes(addOn.slotTime.slice(0, 5)) ? addOn.slotTime.slice(0, 5) : null,
      basis: addOn.kind === 'extra' ? addOnBasis(addOn, t, lng) : null,
      maxQuantity: Math.max(1, addOn.maxQuantity),
      unavailable: addOn.unavailable,
    };
  });
}

// Whether an extra's price is per stay, per night or per person, always said (with the total
// for the stay when the price shown is that total).
function addOnBasis(addOn: AddOn, t: TFunction, lng: string): string | null {
  if (addOn.calculation === 'percentage' || !addOn.unitAmount) return null;
  if (addOn.calculation === 'fixed') return t('booking.addOns.basis.fixed');
  const basis = t(`booking.addOns.basis.${addOn.calculation}`, { unit: formatMoney(addOn.unitAmount, lng) });
  return addOn.priceForStay ? t('booking.addOns.basisWithStay', { basis, total: formatMoney(addOn.priceForStay, lng) }) : basis;
}
