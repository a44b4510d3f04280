import { DepositAuthorizeResult, DepositTerminal, SandboxPaymentMethod, type AuthorizeDepositBody, type Brand } from '@direct/contracts';
import { redirect } from 'react-router';
import type { ApiClient } from '../api/api-client.server.ts';
import { ApiError, ApiUnavailableError } from '../api/api-errors.server.ts';
import { notFound, pageError } from '../catalog/page-errors.server.ts';
import { checkCard, digitsOnly, parseExpiry, type CardField, type CardProblem } from '../payment/card-input.ts';
import { validAccess, type Access } from '../payment/payment.server.ts';
import type { DepositCardValues, DepositFormState } from './form-state.ts';

// The deposit page's server side: the deposit from the API, and the sandbox card given for the
// hold (tokenize, then authorize_deposit) from a plain form post.

export async function loadDeposit(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<DepositTerminal> {
  if (!validAccess(access)) notFound();
  let deposit: DepositTerminal;
  try {
    deposit = await api.request({
      path: `/apis/deposits/${encodeURIComponent(access.bookingCode)}/${encodeURIComponent(access.accessToken)}`,
      schema: DepositTerminal,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'forbidden' || error.code === 'not_found')) notFound();
    return pageError(error);
  }
  if (deposit.booking.brandId !== brand.id) notFound();
  return deposit;
}

const apiFieldToCardField: Record<string, CardField> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc', name: 'name' };

function readValues(form: FormData): DepositCardValues {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 200);
  return { expiry: text('expiry').slice(0, 9), name: text('name') };
}

// A held or scheduled deposit answers a redirect back to the page (it then shows the status); a
// decline or a field problem is the form's state, with the name and expiry kept.
export async function authorizeSandboxCard(api: ApiClient, access: Access, pathname: string, form: FormData, signal: AbortSignal, today = new Date()): Promise<DepositFormState | Response> {
  const values = readValues(form);
  const number = String(form.get('number') ?? '');
  const cvc = String(form.get('cvc') ?? '');
  const problems = checkCard({ number, expiry: values.expiry, cvc, name: values.name }, today);
  if (Object.keys(problems).length > 0) return { status: 'invalid', values, problems };
  const expiry = parseExpiry(values.expiry)!;
  try {
    const method = await api.request({
      method: 'POST',
      path: '/apis/sandbox/payment_methods',
      body: { number: digitsOnly(number), exp_month: expiry.month, exp_year: expiry.year, cvc: cvc.trim(), name: values.name.trim() },
      schema: SandboxPaymentMethod,
      signal,
    });
    const body: AuthorizeDepositBody = { access_token: access.accessToken, payment_method_id: method.id };
    const result = await api.request({
      method: 'POST',
      path: `/apis/booking_requests/authorize_deposit/${encodeURIComponent(access.bookingCode)}`,
      body,
      schema: DepositAuthorizeResult,
      signal,
    });
    if (result.status === 'failed') return { status: 'failed', values, reason: result.failureReason ?? 'card_decline' };
    return redirect(pathname, 303);
  } catch (error) {
    return stateForError(error, values);
  }
}

function stateForError(error: unknown, values: DepositCardValues): DepositFormState {
  if (error instanceof ApiError) {
    if (error.code === 'validation_failed' && error.fields.length > 0) {
      const problems: Partial<Record<CardField, CardProblem>> = {};
      for (const field of error.fields) {
        const card = apiFieldToCardField[field.field];
        if (card) problems[card] = 'invalid';
      }
      if (Object.keys(problems).length > 0) return { status: 'invalid', values, problems };
    }
    if (error.code === 'not_found') notFound();
    return { status: 'failed', values, reason: 'generic' };
  }
  if (error instanceof ApiUnavailableError) return { status: 'timeout', values };
  console.error('deposit authorization failed', error);
  return { status: 'failed', values, reason: 'generic' };
}
