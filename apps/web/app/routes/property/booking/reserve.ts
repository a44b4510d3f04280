// The reservation form of the property page's overlay: its field names, what the guest chose, and
// what the page's action answers. Shared by the server (action, loader, resources) and the lazily
// loaded dialog, so it holds no formatting and no contracts: texts are translation keys.

export const reserveIntent = 'reserve';
// Buttons of the same form that only change the choice (they re-render the overlay without
// JavaScript; with it, the dialog handles them itself).
export const voucherIntent = 'voucher';
export const removeVoucherIntent = 'remove-voucher';
export const updateIntent = 'update';
export const reserveIntents = [reserveIntent, voucherIntent, removeVoucherIntent, updateIntent] as const;
export type ReserveIntent = (typeof reserveIntents)[number];

export const guestFields = ['firstName', 'lastName', 'email', 'phone'] as const;
export type GuestField = (typeof guestFields)[number];

export type GuestErrorKey =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'phoneLength';
export type GuestErrors = Partial<Record<GuestField, GuestErrorKey>>;

export const voucherReasons = ['invalid_voucher', 'voucher_not_combinable', 'voucher_already_applied'] as const;
export type VoucherReason = (typeof voucherReasons)[number];

export const maxAddOns = 20;
export const maxQuantity = 50;
export const maxVouchers = 5;

export type AddOnChoice = { id: number; quantity: number };

export type ReserveValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  // The code being typed, and the codes already applied (in order).
  voucher: string;
  vouchers: string[];
  addOns: AddOnChoice[];
  // The guest asked for a reminder if their hold lapses unpaid (never ticked for them).
  followUpConsent: boolean;
};

// The itemised total as text, ready to place (formatted on the server in the guest's language).
export type QuoteView = {
  lines: [string, string][];
  total: string;
  // "€95 a night, all-in" (the stay without the extras, over its nights).
  perNight: string;
  totalMinor: number;
  dueNow: string;
  // Later instalments: "Due on 3 May 2027", amount.
  later: [string, string][];
  voucher: { code: string; label: string } | null;
};

export type AddOnView = {
  id: number;
  kind: 'extra' | 'arrival_time' | 'departure_time';
  label: string;
  description: string | null;
  // The language of label and description when not the page's (English fallback): their lang.
  labelLang?: string;
  descriptionLang?: string;
  // "€30.00" for the stay (or per unit when no stay price), "8% of the stay" for a percentage.
  price: string | null;
  time: string | null;
  // What the price is per: "per stay", "€15 per night; €45 for your stay" (extras; null for a
  // percentage, whose price already says it, and for time slots, taken once).
  basis: string | null;
  maxQuantity: number;
  unavailable: boolean;
};

export type ReserveStatus = 'edit' | 'invalid' | 'unavailable' | 'price_changed' | 'failed';

export type ReserveResult = {
  status: ReserveStatus;
  values: ReserveValues;
  errors: GuestErrors;
  voucherError: VoucherReason | null;
  // A choice the API refused that is not a guest field (an add-on no longer offered, say).
  choiceRefused: boolean;
  // The new total after a price change (and the quote the action computed, when it did).
  quote: QuoteView | null;
  // The Idempotency-Key of the next submit: a new one after an answer that held nothing, the same
  // one after a failure (a retry must not hold twice).
  key: string;
  // The part of the form whose button was pressed when it only changed the choice: the overlay the
  // server renders again after it (a new document, scrolled to its top) brings that part into view.
  answered: AnsweredPart | null;
};

export type AnsweredPart = 'voucher' | 'addOns';

// Which part a button of the form answers to (Reserve answers for the whole form).
export function answeredPart(intent: string): AnsweredPart | null {
  if (intent === voucherIntent || intent === removeVoucherIntent) return 'voucher';
  return intent === updateIntent ? 'addOns' : null;
}

const text = (form: FormData, name: string, max = 300) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const wholeNumber = (value: string, min: number, max: number): number | null => {
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

// What the form holds. Add-ons: checkboxes "addOn" (with "qty-<id>" when more than one may be
// taken) and the radio groups "arrival" / "departure" (time slots; "" = the standard time).
export function readReserveForm(form: FormData): ReserveValues {
  const ids = [...form.getAll('addOn'), form.get('arrival'), form.get('departure')]
    .map((value) => (typeof value === 'string' ? wholeNumber(value, 1, 2_147_483_647) : null))
    .filter((id): id is number => id !== null);
  const addOns: AddOnChoice[] = [];
  for (const id of new Set(ids)) {
    if (addOns.length >= maxAddOns) break;
    addOns.push({ id, quantity: wholeNumber(text(form, `qty-${id}`), 1, maxQuantity) ?? 1 });
  }
  const vouchers = form
    .getAll('appliedVoucher')
    .filter((code): code is string => typeof code === 'string' && code.trim() !== '')
    .map((code) => code.trim().slice(0, 50))
    .slice(0, maxVouchers);
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    voucher: text(form, 'voucher', 50),
    vouchers,
    addOns,
    followUpConsent: form.get('followUpConsent') === '1',
  };
}

export const emptyValues: ReserveValues = { firstName: '', lastName: '', email: '', phone: '', voucher: '', vouchers: [], addOns: [], followUpConsent: false };

// The page's stay fields with its language, unless an explicit ?lng= is among them already.
export function withLanguage(stayInputs: [string, string][], lng: string): [string, string][] {
  return stayInputs.some(([name]) => name === 'lng') ? stayInputs : [...stayInputs, ['lng', lng]];
}

// The booking-quote resource's query for a choice: the page's stay fields, the plan and the
// add-ons ("<id>x<quantity>") and vouchers.
export function quoteQuery(property: number, plan: string, stayInputs: [string, string][], values: Pick<ReserveValues, 'addOns' | 'vouchers'>) {
  const query = new URLSearchParams(stayInputs);
  query.set('property', String(property));
  query.set('plan', plan);
  for (const addOn of values.addOns) query.append('addOn', `${addOn.id}x${addOn.quantity}`);
  for (const code of values.vouchers) query.append('voucher', code);
  return query;
}

// The reverse, on the server: add-on choices from "<id>x<quantity>" values; null when one is bad.
export function readAddOnParams(values: string[]): AddOnChoice[] | null {
  if (values.length > maxAddOns) return null;
  const choices: AddOnChoice[] = [];
  for (const value of values) {
    const match = /^(\d{1,10})x(\d{1,2})$/.exec(value);
    const id = match ? wholeNumber(match[1]!, 1, 2_147_483_647) : null;
    const quantity = match ? wholeNumber(match[2]!, 1, maxQuantity) : null;
    if (id === null || quantity === null || choices.some((choice) => choice.id === id)) return null;
    choices.push({ id, quantity });
  }
  return choices;
}

// Which message a refused guest field gets. The rule that failed follows from the field and its
// value, so the site's own check and the API's field errors read the same.
export function guestErrorFor(field: GuestField, value: string): GuestErrorKey {
  const trimmed = value.trim();
  switch (field) {
    case 'firstName':
      return trimmed === '' ? 'firstNameRequired' : 'nameTooLong';
    case 'lastName':
      return trimmed === '' ? 'lastNameRequired' : 'nameTooLong';
    case 'email':
      return trimmed === '' ? 'emailRequired' : 'emailInvalid';
    case 'phone': {
      if (trimmed === '') return 'phoneRequired';
      const digits = trimmed.replace(/\D/g, '').length;
      return /^[0-9+() -]+$/.test(trimmed) && (digits < 7 || digits > 15) ? 'phoneLength' : 'phoneInvalid';
    }
  }
}

// The API's names for the guest fields (guest.first_name …) and the form's.
const apiGuestFields: Record<string, GuestField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
};

export function guestErrorsFor(paths: readonly string[], values: ReserveValues): GuestErrors {
  const errors: GuestErrors = {};
  for (const path of paths) {
    const field = apiGuestFields[path.replace(/^guest\./, '')];
    if (field && !errors[field]) errors[field] = guestErrorFor(field, values[field]);
  }
  return errors;
}

export function isVoucherReason(value: unknown): value is VoucherReason {
  return typeof value === 'string' && (voucherReasons as readonly string[]).includes(value);
}

// A voucher problem among the API's field errors (field "voucher_codes.N").
export function voucherErrorIn(fields: readonly { field: string; reason: string }[]): VoucherReason | null {
  const found = fields.find((field) => /^voucher_codes(\.\d+)?$/.test(field.field));
  if (!found) return null;
  return isVoucherReason(found.reason) ? found.reason : 'invalid_voucher';
}

// A fresh Idempotency-Key (works in the browser without a secure context, and in Node).
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
