import type { Brand, Language } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import type { TFunction } from '@direct/i18n/translator';
import type { Stay } from '../stay-query.ts';
import { choiceFor, getAddOns, getQuote, selectionFor } from './booking.server.ts';
import { emptyValues, newIdempotencyKey, type ReserveResult } from './reserve.ts';
import { addOnsView, quoteView } from './views.ts';
import type { OverlayState } from '../components/overlay-body.tsx';

// The overlay of ?reserve=1 as the server renders it (no JavaScript needed): the add-ons for the
// stay, the total for what was chosen and the form's last answer (or an empty form).
export async function overlayState(
  input: { brand: Pick<Brand, 'id'>; propertyId: number; plan: string; stay: Stay; lng: Language; t: TFunction; result: ReserveResult | null },
  signal?: AbortSignal,
): Promise<OverlayState> {
  const { result, t, lng } = input;
  const values = result?.values ?? emptyValues;
  const choice = choiceFor(input.brand.id, input.propertyId, input.plan, input.stay);
  const logged = (what: string) => (error: unknown) => {
    if (!(error instanceof ApiError)) console.error(`${what} failed`, error);
    return null;
  };
  const [addOns, quote] = choice
    ? await Promise.all([
        getAddOns(input.brand, input.propertyId, choice.stay, signal, lng).then((list) => addOnsView(list, t, lng), logged('add-ons')),
        result?.quote
          ? Promise.resolve(result.quote)
          : getQuote(selectionFor(choice, values, lng), signal).then((answer) => quoteView(answer, t, lng), logged('booking quote')),
      ])
    : [null, null];
  return {
    status: result?.status ?? null,
    values,
    errors: result?.errors ?? {},
    choiceRefused: result?.choiceRefused ?? false,
    voucherError: result?.voucherError ?? null,
    quote,
    quoteState: quote ? 'ready' : 'failed',
    addOns,
    addOnsState: addOns ? 'ready' : 'failed',
    idempotencyKey: result?.key ?? newIdempotencyKey(),
    answered: result?.answered ?? null,
  };
}
