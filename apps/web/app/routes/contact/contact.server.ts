import { endpoints, type Brand, type ContactMessageBody, type Language } from '@direct/contracts';
import { ApiError, type ApiClient } from '@direct/api-client';
import { pageStatusFor } from '../../lib/api/route-errors.server.ts';
import {
  contactFields,
  fieldErrorsFromApi,
  hasErrors,
  honeypotFieldName,
  newsletterFields,
  type ContactState,
  type NewsletterState,
} from '../../lib/contact/form-state.ts';
import { contactValuesFrom, textOf, validateContact, validateNewsletter } from './validation.server.ts';

// The contact page's two forms, handled the same way with or without JavaScript: check the
// values, post them to the API, and answer the state the form shows (with the HTTP status a
// full-page POST gets). A filled-in honeypot field is a bot: it gets a success and no API call.

export type FormAnswer<S> = { state: S; status: number };

type FormBrand = Pick<Brand, 'id'>;

function isBot(form: FormData): boolean {
  return textOf(form.get(honeypotFieldName)) !== '';
}

export async function handleContactForm(
  client: ApiClient,
  brand: FormBrand,
  form: FormData,
  signal?: AbortSignal,
): Promise<FormAnswer<ContactState>> {
  const values = contactValuesFrom(form);
  if (isBot(form)) return { state: { form: 'contact', status: 'sent' }, status: 200 };
  const fieldErrors = validateContact(values);
  if (hasErrors(fieldErrors)) return { state: { form: 'contact', status: 'invalid', values, fieldErrors }, status: 400 };
  const body: ContactMessageBody = {
    brand_id: brand.id,
    name: values.name,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.subject ? { subject: values.subject } : {}),
    message: values.message,
  };
  try {
    await client.call(endpoints.createContactMessage, { body, signal });
    return { state: { form: 'contact', status: 'sent' }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'validation_failed') {
      const mapped = fieldErrorsFromApi(error.fields, contactFields);
      if (hasErrors(mapped.fieldErrors) && mapped.other.length === 0) {
        return { state: { form: 'contact', status: 'invalid', values, fieldErrors: mapped.fieldErrors }, status: 400 };
      }
    }
    console.error('contact message not sent', error);
    return { state: { form: 'contact', status: 'failed', values }, status: failedStatus(error) };
  }
}

export async function handleNewsletterForm(
  client: ApiClient,
  brand: FormBrand,
  language: Language,
  form: FormData,
  signal?: AbortSignal,
): Promise<FormAnswer<NewsletterState>> {
  const email = textOf(form.get('email'), 1000);
  if (isBot(form)) return { state: { form: 'newsletter', status: 'subscribed' }, status: 200 };
  const fieldErrors = validateNewsletter(email);
  if (hasErrors(fieldErrors)) return { state: { form: 'newsletter', status: 'invalid', email, fieldErrors }, status: 400 };
  try {
    await client.call(endpoints.createNewsletterSubscription, { body: { brand_id: brand.id, email, language }, signal });
    return { state: { form: 'newsletter', status: 'subscribed' }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'conflict' && error.fields.some((field) => field.field === 'email' && field.reason === 'already_subscribed')) {
        return { state: { form: 'newsletter', status: 'already-subscribed', email }, status: 409 };
      }
      if (error.code === 'validation_failed') {
        const mapped = fieldErrorsFromApi(error.fields, newsletterFields);
        if (hasErrors(mapped.fieldErrors) && mapped.other.length === 0) {
          return { state: { form: 'newsletter', status: 'invalid', email, fieldErrors: mapped.fieldErrors }, status: 400 };
        }
      }
    }
    console.error('newsletter subscription failed', error);
    return { state: { form: 'newsletter', status: 'failed', email }, status: failedStatus(error) };
  }
}

// Our side failed, not the guest: 503 when the API is unreachable, else 500 (never a 4xx).
function failedStatus(error: unknown): number {
  return pageStatusFor(error) === 503 ? 503 : 500;
}
