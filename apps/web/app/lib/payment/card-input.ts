// Card form input: formatting while typing and the checks made before anything is sent. The
// gateway (sandbox or Stripe) decides about the card itself; these only catch typing mistakes.

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export const cardFields: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

export type CardProblem = 'required' | 'invalid' | 'past';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

// "4242424242424242" → "4242 4242 4242 4242" (American Express: 4-6-5).
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// Typing "1228" gives "12/28"; a single month digit above 1 gets its zero ("4" → "04/").
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

// "MM/YY", "MM / YY", "MMYY" or "MM/YYYY" → month and four-digit year.
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardInput = { number: string; expiry: string; cvc: string; name: string };

// Problems by field; `today` decides whether an expiry month is over (cards work to the month's end).
export function checkCard(input: CardInput, today: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = digitsOnly(input.number);
  if (number === '') problems.number = 'required';
  else if (number.length < 12 || number.length > 19 || /[^\d\s-]/.test(input.number) || !luhnValid(number)) problems.number = 'invalid';
  if (input.expiry.trim() === '') problems.expiry = 'required';
  else {
    const expiry = parseExpiry(input.expiry);
    if (!expiry) problems.expiry = 'invalid';
    else if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) problems.expiry = 'past';
  }
  const cvc = input.cvc.trim();
  if (cvc === '') problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = 'invalid';
  if (input.name.trim() === '') problems.name = 'required';
  else if (input.name.trim().length > 200) problems.name = 'invalid';
  return problems;
}
