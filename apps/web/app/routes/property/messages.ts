import type { RateOption, StayRestriction } from '@direct/contracts';
import type { TFunction } from '@direct/i18n/translator';
import { formatDateList, formatStayDate } from './dates.ts';
import type { Refusal } from './day-state.ts';
import type { StayProblem } from './stay-query.ts';

// Plain-language texts for the reasons a stay or a date can't be booked.

export function refusalMessage(refusal: Refusal, t: TFunction): string {
  switch (refusal.code) {
    case 'minStay':
      return t('property.picker.reason.minStay', { count: refusal.nights });
    case 'maxStay':
      return t('property.picker.reason.maxStay', { count: refusal.nights });
    default:
      return t(`property.picker.reason.${refusal.code}`);
  }
}

export function restrictionMessage(reason: StayRestriction, t: TFunction, lng: string): string {
  const dates = formatDateList(reason.dates ?? [], lng);
  switch (reason.code) {
    case 'invalid_dates':
      return t(reason.cause === 'arrival_in_past' ? 'property.rates.reason.arrival_in_past' : 'property.rates.reason.invalid_dates');
    case 'min_stay':
      return t('property.rates.reason.min_stay', { count: reason.minNights ?? 1 });
    case 'max_stay':
      return t('property.rates.reason.max_stay', { count: reason.maxNights ?? 1 });
    case 'closed_to_arrival':
    case 'closed_to_departure':
      return t(`property.rates.reason.${reason.code}`, { date: reason.date ? formatStayDate(reason.date, lng) : '' });
    case 'capacity':
      return t('property.rates.reason.capacity', {
        count: reason.maxOccupancy,
        adults: t('property.booking.adultCount', { count: reason.maxAdults ?? 0 }),
        children: t('property.booking.childCount', { count: reason.maxChildren ?? 0 }),
      });
    case 'pets_not_allowed':
      return t('property.rates.reason.pets_not_allowed');
    default:
      return t(`property.rates.reason.${reason.code}`, { dates });
  }
}

export function stayProblemMessage(problem: StayProblem, t: TFunction, maxNights: number): string {
  return t(`property.booking.problem.${problem}`, problem === 'too_long' ? { count: maxNights } : undefined);
}

// The cancellation terms of a plan for the chosen stay, one line per refund step.
export function cancellationTerms(plan: RateOption['ratePlan'], t: TFunction, lng: string): string[] {
  const { kind, deadlines } = plan.cancellation;
  if (kind === 'non_refundable') return [t('property.rates.nonRefundable')];
  if (deadlines.length === 0) return [];
  const steps = [...deadlines].sort((a, b) => b.daysBeforeArrival - a.daysBeforeArrival);
  const lines = steps.map((step) => {
    const date = formatStayDate(step.lastDate, lng);
    return step.refundPercent >= 100
      ? t('property.rates.refundFull', { date })
      : t('property.rates.refundPart', { percent: step.refundPercent, date });
  });
  const last = steps[steps.length - 1]!;
  lines.push(t('property.rates.refundNone', { date: formatStayDate(last.lastDate, lng) }));
  return lines;
}
