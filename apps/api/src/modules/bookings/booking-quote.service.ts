import type { BookingQuote, BookingSelection, FieldError } from '@direct/contracts';
import { translatedText, type TextTranslations } from '@direct/domain/translated-text';
import {
  addOnAmount,
  addOnUnitPrice,
  allInPerNightMinor,
  buildBookingTotal,
  countNights,
  localDate,
  paymentSchedule,
  resolveDiscount,
  type AppliedDiscount,
  type BookingTotal,
  type ScheduledPart,
} from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { AvailabilityForBookings } from '../availability/availability-ports.ts';
import type { BrandRecord, BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { catalogFor, fillTemplate } from '../email/email-ports.ts';
import type { AddOnRow, BookingProperty, BookingsRepository } from './bookings.repository.ts';

// Prices a guest's selection on the server: the stay as rate_and_availability quotes it, the
// chosen add-ons, one discount, and the rate plan's payment schedule. Used by the quote preview
// and, again, by every booking request.

export const maxStayNights = 365;

export type QuotedSelection = {
  brand: BrandRecord;
  property: BookingProperty;
  unitTypeName: string;
  ratePlanName: string;
  addOns: { addOnId: number; label: string; quantity: number; amountMinor: number; slotTime: string | null }[];
  discount: AppliedDiscount | null;
  total: BookingTotal;
  schedule: ScheduledPart[];
  quote: BookingQuote;
};

function invalid(fields: FieldError[]): AppError {
  return new AppError('validation_failed', 'The request is invalid; see fields.', { fields });
}

const unavailable = (message: string) => new AppError('accommodation_unavailable', message);

function localizedAddOn(row: { label: string; description: string | null; translations: TextTranslations }, language: string | undefined) {
  const label = translatedText(row.label, row.translations, language, 'label');
  const description = translatedText(row.description, row.translations, language, 'description');
  return { label: label.text, labelLanguage: label.language, description: description.text, descriptionLanguage: description.language };
}

export function toBookingQuote(total: BookingTotal, schedule: readonly ScheduledPart[], voucher: { code: string; label: string } | null): BookingQuote {
  const money = (amountMinor: number) => ({ amountMinor, currency: total.currency });
  const first = schedule[0];
  return {
    currency: total.currency,
    nights: total.nights.map((night) => ({ date: night.date, price: money(night.priceMinor) })),
    lines: total.lines.map((line) => ({ kind: line.kind, label: line.label, amount: money(line.amountMinor) })),
    voucher,
    total: money(total.totalMinor),
    perNight: money(allInPerNightMinor(total.lines, total.nights.length)),
    schedule: schedule.map((part) => ({ sequence: part.sequence, amount: money(part.amountMinor), dueDate: part.dueDate, dueNow: part.dueNow, status: part.dueNow ? 'due' : 'scheduled', paidAt: null })),
    dueNow: money(first?.amountMinor ?? total.totalMinor),
  };
}

export type BookingQuoteService = ReturnType<typeof createBookingQuoteService>;

export function createBookingQuoteService(options: { repository: BookingsRepository; brandScope: BrandScopeService; availability: AvailabilityForBookings; now: () => Date }) {
  const { repository, brandScope, availability, now } = options;

  // The brand and the property it shows, or 404 (another brand's property is not found here).
  async function propertyOnBrand(brandId: number, propertyId: number): Promise<{ brand: BrandRecord; property: BookingProperty }> {
    const context = await brandScope.context(brandId);
    if (!context) throw new AppError('not_found', `There is no brand ${brandId}.`, { fields: [{ field: 'brand', message: 'Unknown brand', reason: 'not_found' }] });
    const inScope = await brandScope.propertyInScope({ filter: context.filter }, propertyId);
    const property = inScope ? await repository.property(inScope.organizationId, propertyId) : undefined;
    if (!property) throw new AppError('not_found', 'There is no such property here.', { fields: [{ field: 'property', message: 'Not offered by this brand', reason: 'not_found' }] });
    return { brand: context.brand, property };
  }

  function checkDates(selection: BookingSelection, today: string): void {
    const nights = countNights(selection.check_in, selection.check_out);
    if (nights <= 0) throw invalid([{ field: 'check_out', message: 'must be after check_in', reason: 'invalid_range' }]);
    if (nights > maxStayNights) throw invalid([{ field: 'check_out', message: `a stay lasts at most ${maxStayNights} nights`, reason: 'range_too_long' }]);
    if (selection.check_in < today) throw invalid([{ field: 'check_in', message: 'must not be in the past', reason: 'in_the_past' }]);
  }

  function chosenAddOns(selection: BookingSelection, available: readonly AddOnRow[], stay: { nights: number; guests: number; accommodationMinor: number }, language: string | undefined) {
    const fields: FieldError[] = [];
    const chosen: QuotedSelection['addOns'] = [];
    selection.add_ons.forEach((choice, index) => {
      const addOn = available.find((row) => row.id === choice.id);
      if (!addOn) return fields.push({ field: `add_ons.${index}.id`, message: 'This add-on is not offered for this property', reason: 'not_found' });
      if (selection.add_ons.findIndex((other) => other.id === choice.id) !== index) {
        return fields.push({ field: `add_ons.${index}.id`, message: 'This add-on is already chosen', reason: 'duplicate' });
      }
      const amountMinor = addOnAmount({ ...addOn, percent: addOn.percent }, stay, choice.quantity);
      if (amountMinor === null) return fields.push({ field: `add_ons.${index}.quantity`, message: `must be at most ${addOn.maxQuantity}`, reason: 'too_big' });
      chosen.push({ addOnId: addOn.id, label: localizedAddOn(addOn, language).label, quantity: choice.quantity, amountMinor, slotTime: addOn.slotTime });
    });
    // One early check-in and one late check-out at most: they are times, not things.
    for (const kind of ['arrival_time', 'departure_time'] as const) {
      const slots = selection.add_ons.map((choice, index) => ({ index, row: available.find((row) => row.id === choice.id) })).filter((slot) => slot.row?.kind === kind);
      for (const slot of slots.slice(1)) fields.push({ field: `add_ons.${slot.index}.id`, message: 'Choose one time slot only', reason: 'duplicate_slot' });
    }
    return { chosen, fields };
  }

  return {
    propertyOnBrand,

    // excludeBookingId: a host re-quoting a change of that booking's stay (its own nights count as free).
    async quote(selection: BookingSelection, options: { excludeBookingId?: number } = {}): Promise<QuotedSelection> {
      const { brand, property } = await propertyOnBrand(selection.brand, selection.property);
      const at = now();
      const today = localDate(at, property.timezone);
      checkDates(selection, today);

      const [rates, terms, available, vouchers] = await Promise.all([
        availability.quoteStay({
          organizationId: property.organizationId,
          propertyId: property.id,
          stay: { checkIn: selection.check_in, checkOut: selection.check_out },
          guests: { adults: selection.adults, children: selection.children, pets: selection.pets },
          excludeBookingId: options.excludeBookingId,
          language: selection.language,
        }),
        repository.planTerms(property.organizationId, selection.rate_plan, selection.unit_type),
        repository.activeAddOns(property.organizationId, property.id),
        repository.vouchers(property.organizationId, selection.voucher_codes),
      ]);
      const option = rates.find((item) => item.unitType.id === selection.unit_type && item.ratePlan.id === selection.rate_plan);
      if (!option || !terms) {
        const field = rates.some((item) => item.unitType.id === selection.unit_type) ? 'rate_plan' : 'unit_type';
        throw invalid([{ field, message: 'is not offered for this property on the booking engine', reason: 'not_found' }]);
      }
      if (!option.bookable || !option.quote) {
        const reasons = option.reasons.map((reason) => reason.code.replace(/_/g, ' ')).join(', ');
        throw unavailable(`This accommodation is not available for these dates and guests${reasons ? ` (${reasons})` : ''}.`);
      }
      const stayQuote = option.quote;
      const stay = { nights: stayQuote.nights.length, guests: selection.adults + selection.children, accommodationMinor: stayQuote.accommodationMinor };
      const { chosen, fields } = chosenAddOns(selection, available, stay, selection.language);

      // The promotion is the one rate_and_availability priced the stay with (one quote everywhere).
      const promotion = stayQuote.promotion ? { source: 'promotion' as const, id: stayQuote.promotion.id, label: stayQuote.promotion.name, code: null, amountMinor: stayQuote.promotion.amountMinor } : null;
      const resolved = resolveDiscount({
        codes: selection.voucher_codes,
        findVoucher: (code) => vouchers.find((voucher) => voucher.code.toLowerCase() === code.trim().toLowerCase()),
        promotions: [],
        promotion,
        // Stored with the booking's quote and read back as written: the site, the emails, the receipt.
        voucherLabel: (code) => fillTemplate(catalogFor(selection.language ?? 'en').catalog.booking.voucher.line, { code }),
        context: { now: at, today, checkIn: selection.check_in, checkOut: selection.check_out, propertyId: property.id, currency: property.currency, discountableMinor: stayQuote.accommodationMinor },
      });
      fields.push(...resolved.errors.map((error) => ({ field: `voucher_codes.${error.index}`, message: error.message, reason: error.reason })));
      if (fields.length > 0) throw invalid(fields);

      const slotChosen = chosen.some((addOn) => available.find((row) => row.id === addOn.addOnId)?.kind !== 'extra');
      if (slotChosen) {
        const clashes = await repository.slotClashes(property.organizationId, property.id, { checkIn: selection.check_in, checkOut: selection.check_out }, at);
        const blocked = selection.add_ons.flatMap((choice, index) => {
          const kind = available.find((row) => row.id === choice.id)?.kind;
          const full = kind === 'arrival_time' ? clashes.departingOnCheckIn >= clashes.freeUnits : kind === 'departure_time' ? clashes.arrivingOnCheckOut >= clashes.freeUnits : false;
          return full ? [{ field: `add_ons.${index}.id`, message: 'This time slot is not available for these dates', reason: 'slot_unavailable' }] : [];
        });
        if (blocked.length > 0) throw invalid(blocked);
      }

      // The stay's own discount line is the promotion: it comes back as the booking's one discount, after the add-ons.
      const stayCharges = { ...stayQuote, lines: stayQuote.lines.filter((line) => line.kind !== 'discount') };
      const total = buildBookingTotal({ stay: stayCharges, addOns: chosen, discount: resolved.discount });
      const schedule = paymentSchedule({ totalMinor: total.totalMinor, prepaymentPercent: terms.prepaymentPercent, balanceDueDaysBeforeArrival: terms.balanceDueDaysBeforeArrival, checkIn: selection.check_in, today });
      const voucher = resolved.discount?.source === 'voucher' && resolved.discount.code ? { code: resolved.discount.code, label: resolved.discount.label } : null;
      return { brand, property, unitTypeName: terms.unitTypeName, ratePlanName: terms.name, addOns: chosen, discount: resolved.discount, total, schedule, quote: toBookingQuote(total, schedule, voucher) };
    },

    // The upsell popup: the property's add-ons, priced for the stay when one is given.
    async addOns(query: { brandId: number; propertyId: number; checkIn?: string | undefined; checkOut?: string | undefined; adults: number; children: number; language?: string | undefined }) {
      const { property } = await propertyOnBrand(query.brandId, query.propertyId);
      const rows = await repository.activeAddOns(property.organizationId, property.id);
      const stay = query.checkIn && query.checkOut && countNights(query.checkIn, query.checkOut) > 0 ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
      // Percentages need the accommodation price: the cheapest bookable offer for the stay.
      let accommodationMinor = 0;
      let clashes = { freeUnits: 1, departingOnCheckIn: 0, arrivingOnCheckOut: 0 };
      if (stay) {
        const [rates, found] = await Promise.all([
          availability.quoteStay({ organizationId: property.organizationId, propertyId: property.id, stay, guests: { adults: query.adults, children: query.children, pets: 0 } }),
          repository.slotClashes(property.organizationId, property.id, stay, now()),
        ]);
        accommodationMinor = rates.find((item) => item.bookable && item.quote)?.quote?.accommodationMinor ?? 0;
        clashes = found;
      }
      const money = (amountMinor: number) => ({ amountMinor, currency: property.currency });
      const nights = stay ? countNights(stay.checkIn, stay.checkOut) : 0;
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          // In the page's language where the host wrote it, else English, marked (decision 0032).
          ...localizedAddOn(row, query.language),
          calculation: row.calculation,
          unitAmount: row.amountMinor === null ? null : money(row.amountMinor),
          percent: row.percent === null ? null : Number(row.percent),
          slotTime: row.slotTime ? row.slotTime.slice(0, 5) : null,
          maxQuantity: row.maxQuantity,
          priceForStay: stay ? money(addOnUnitPrice(row, { nights, guests: query.adults + query.children, accommodationMinor })) : null,
          unavailable:
            stay !== null &&
            ((row.kind === 'arrival_time' && clashes.departingOnCheckIn >= clashes.freeUnits) || (row.kind === 'departure_time' && clashes.arrivingOnCheckOut >= clashes.freeUnits)),
        })),
      };
    },
  };
}
