import type { FieldProblem } from '../../../lib/api/json-answers.server.ts';
import { parseStay, type Stay } from '../stay-query.ts';
import { maxVouchers, readAddOnParams, type AddOnChoice } from './reserve.ts';

// Query checks of the overlay's JSON calls (/resources/add-ons, /resources/booking-quote): the
// page's stay fields (checkIn, checkOut, guests, children), the property and, for a quote, the
// plan ("<unit type>-<rate plan>"), add-ons ("<id>x<quantity>") and voucher codes.

export type ReserveQuery = {
  property: number;
  stay: Stay & { checkIn: string; checkOut: string };
  plan: string;
  addOns: AddOnChoice[];
  vouchers: string[];
};

export type CheckedQuery = { ok: true; value: ReserveQuery } | { ok: false; fields: FieldProblem[] };

export function checkReserveQuery(params: URLSearchParams, today: string, maxNights: number, needsPlan: boolean): CheckedQuery {
  const fields: FieldProblem[] = [];
  const rawProperty = params.get('property') ?? '';
  const property = /^\d{1,10}$/.test(rawProperty) ? Number(rawProperty) : 0;
  if (!(property >= 1 && property <= 2_147_483_647)) fields.push({ field: 'property', message: 'must be a whole number from 1', reason: 'invalid_number' });
  const { stay, complete, problem } = parseStay(params, today, maxNights);
  if (!complete || !stay.checkIn || !stay.checkOut) {
    fields.push({ field: 'checkIn', message: `a valid stay is required (${problem ?? 'missing_date'})`, reason: problem ?? 'missing_date' });
  }
  const plan = params.get('plan') ?? '';
  if (needsPlan && !/^\d{1,10}-\d{1,10}$/.test(plan)) fields.push({ field: 'plan', message: 'must be <unit type id>-<rate plan id>', reason: 'invalid_format' });
  const addOns = readAddOnParams(params.getAll('addOn'));
  if (!addOns) fields.push({ field: 'addOn', message: 'each must be <id>x<quantity>, at most 20, no id twice', reason: 'invalid_format' });
  const vouchers = params.getAll('voucher').map((code) => code.trim());
  if (vouchers.length > maxVouchers || vouchers.some((code) => code === '' || code.length > 50)) {
    fields.push({ field: 'voucher', message: `at most ${maxVouchers} codes of 1 to 50 characters`, reason: 'invalid_format' });
  }
  if (fields.length > 0 || !stay.checkIn || !stay.checkOut || !addOns) return { ok: false, fields };
  return { ok: true, value: { property, stay: { ...stay, checkIn: stay.checkIn, checkOut: stay.checkOut }, plan, addOns, vouchers } };
}
