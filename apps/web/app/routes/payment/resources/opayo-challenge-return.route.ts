import { endpoints } from '@direct/contracts';
import { redirect } from 'react-router';
import { api } from '../../../lib/api/api.server.ts';
import { validAccess } from '../../../lib/payment/payment.server.ts';
import type { Route } from './+types/opayo-challenge-return.route';

// Opayo's 3-D Secure notification URL: the issuer's page (ACS) posts `cres` and our
// threeDSSessionData (the transaction id) here from the guest's browser, a cross-site form post.
// The API completes the payment with Opayo; the guest then goes to the payment redirect page,
// which shows the outcome. A resource route: no page of ours is rendered for a foreign origin.

const redirectPath = (bookingCode: string, accessToken: string) =>
  `/payment/redirect/${encodeURIComponent(bookingCode)}/${encodeURIComponent(accessToken)}?provider=opayo`;

export function loader({ params }: Route.LoaderArgs) {
  // A reload of the address after the post: the outcome is on the redirect page.
  return redirect(redirectPath(params.bookingCode, params.accessToken), 303);
}

export async function action({ request, params }: Route.ActionArgs) {
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  if (!validAccess(access)) return new Response('Not found', { status: 404 });
  const form = await request.formData().catch(() => null);
  const cres = form?.get('cres');
  const transactionId = form?.get('threeDSSessionData');
  if (typeof cres === 'string' && cres && typeof transactionId === 'string' && transactionId) {
    // Any failure (a forged post, a replay, Opayo not answering) is for the redirect page to
    // explain: it reads the payment's state from the API.
    await api
      .call(endpoints.completeSagepayChallenge, { params: { bookingCode: access.bookingCode }, body: { access_token: access.accessToken, transaction_id: transactionId, cres }, signal: request.signal })
      .catch(() => undefined);
  }
  return redirect(redirectPath(access.bookingCode, access.accessToken), 303);
}
