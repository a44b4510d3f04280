import type { FieldError } from '@direct/contracts';

// What the contact page's action answers for its two forms (contact message, newsletter), and
// the mapping of the API's field errors onto the forms' fields. Shared by the server (action)
// and the browser (forms), so nothing here may pull in zod or server code.

export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const newsletterFields = ['email'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

// The limits of the API's ContactMessageBody, repeated for the guest's messages.
export const contactLimits = { name: 120, email: 254, phone: 40, subject: 200, messageMin: 10, messageMax: 5000 } as const;

// Why a field was refused, in words the forms translate (contact.errors.*).
export type FieldProblem = 'required' | 'invalid_email' | 'invalid_phone' | 'too_short' | 'too_long' | 'invalid';
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

export type ContactState =
  | { form: 'contact'; status: 'sent' }
  | { form: 'contact'; status: 'invalid'; values: ContactValues; fieldErrors: FieldErrors<ContactField> }
  | { form: 'contact'; status: 'failed'; values: ContactValues };

export type NewsletterState =
  | { form: 'newsletter'; status: 'subscribed' }
  | { form: 'newsletter'; status: 'already-subscribed'; email: string }
  | { form: 'newsletter'; status: 'invalid'; email: string; fieldErrors: FieldErrors<NewsletterField> }
  | { form: 'newsletter'; status: 'failed'; email: string };

export type FormState = ContactState | NewsletterState;

// Filled in by bots only (see components/contact/honeypot.tsx).
export const honeypotFieldName = 'website';

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

// One API reason (packages/contracts errors, apps/api validation) as a problem of that field.
export function problemFromApi(field: string, reason: string): FieldProblem {
  switch (reason) {
    case 'required':
      return 'required';
    case 'invalid_email':
      return 'invalid_email';
    case 'invalid_phone':
      return 'invalid_phone';
    case 'too_big':
      return 'too_long';
    case 'too_small':
      // A name of spaces only is trimmed to nothing: that is a missing name.
      return field === 'message' ? 'too_short' : 'required';
    case 'invalid_format':
    case 'invalid_type':
      if (field === 'email') return 'invalid_email';
      if (field === 'phone') return 'invalid_phone';
      return 'invalid';
    default:
      return 'invalid';
  }
}

// The API's 400 field errors on the form's own fields; anything else (brand_id, body, a field the
// form doesn't have) is left in `other`, which the form reports as a failed send.
export function fieldErrorsFromApi<F extends string>(
  fields: readonly FieldError[],
  known: readonly F[],
): { fieldErrors: FieldErrors<F>; other: FieldError[] } {
  const fieldErrors: FieldErrors<F> = {};
  const other: FieldError[] = [];
  for (const error of fields) {
    const field = known.find((name) => name === error.field);
    if (field === undefined) other.push(error);
    else fieldErrors[field] ??= problemFromApi(field, error.reason);
  }
  return { fieldErrors, other };
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
