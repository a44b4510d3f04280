import { ContactMessageBody, PhoneNumber } from '@direct/contracts';
import {
  contactFields,
  contactLimits,
  type ContactValues,
  type FieldErrors,
  type NewsletterField,
} from '../../lib/contact/form-state.ts';

// The contact and newsletter forms checked on the site before the API is asked, with the API's
// own rules (the contract schemas), so the guest gets every field's problem at once and in
// their language. The API checks again; its answer is mapped by fieldErrorsFromApi.

const emailSchema = ContactMessageBody.shape.email;

// Form values as text, trimmed, each cut to a length the form can echo back safely.
export function contactValuesFrom(form: FormData): ContactValues {
  const values = {} as ContactValues;
  for (const field of contactFields) values[field] = textOf(form.get(field), contactLimits.messageMax * 2);
  return values;
}

export function textOf(value: FormDataEntryValue | null, max = 1000): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

export function emailProblem(email: string): 'required' | 'invalid_email' | 'too_long' | undefined {
  if (email === '') return 'required';
  if (email.length > contactLimits.email) return 'too_long';
  return emailSchema.safeParse(email).success ? undefined : 'invalid_email';
}

export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  const errors: FieldErrors<keyof ContactValues> = {};
  if (values.name === '') errors.name = 'required';
  else if (values.name.length > contactLimits.name) errors.name = 'too_long';
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (values.phone !== '') {
    if (values.phone.length > contactLimits.phone) errors.phone = 'too_long';
    else if (!PhoneNumber.safeParse(values.phone).success) errors.phone = 'invalid_phone';
  }
  if (values.subject.length > contactLimits.subject) errors.subject = 'too_long';
  if (values.message === '') errors.message = 'required';
  else if (values.message.length < contactLimits.messageMin) errors.message = 'too_short';
  else if (values.message.length > contactLimits.messageMax) errors.message = 'too_long';
  return errors;
}

export function validateNewsletter(email: string): FieldErrors<NewsletterField> {
  const problem = emailProblem(email);
  return problem ? { email: problem } : {};
}
