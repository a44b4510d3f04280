import { endpoints } from '@direct/contracts';
import { type ApiClient, ApiError } from '@direct/api-client';
import { checkCard, digitsOnly, parseExpiry, type CardField, type CardProblem } from './card-input.ts';

// The sandbox card form's shared server steps, for the payment terminal and the deposit page:
// check what was typed, then tokenize it (the sandbox's stand-in for Stripe.js).

export type CardProblems = Partial<Record<CardField, CardProblem>>;

const apiFieldToCardField: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  name: 'name',
};

export async function tokenizeSandboxCard(
  api: ApiClient,
  form: FormData,
  card: { expiry: string; name: string },
  signal: AbortSignal,
  today: Date,
): Promise<{ problems: CardProblems } | { paymentMethodId: string }> {
  const number = String(form.get('number') ?? '');
  const cvc = String(form.get('cvc') ?? '');
  const problems = checkCard({ number, expiry: card.expiry, cvc, name: card.name }, today);
  if (Object.keys(problems).length > 0) return { problems };
  const expiry = parseExpiry(card.expiry)!;
  const method = await api.call(endpoints.createSandboxPaymentMethod, { body: { number: digitsOnly(number), exp_month: expiry.month, exp_year: expiry.year, cvc: cvc.trim(), name: card.name.trim() }, signal });
  return { paymentMethodId: method.id };
}

// The API's field errors on card fields, as the form's problems; null when none are about the card.
export function cardProblemsOf(error: unknown): CardProblems | null {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return null;
  const problems: CardProblems = {};
  for (const field of error.fields) {
    const card = apiFieldToCardField[field.field];
    if (card) problems[card] = 'invalid';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
