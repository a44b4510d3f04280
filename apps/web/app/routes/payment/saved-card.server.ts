import { endpoints, type CheckoutCardBody, type PaypalCheckoutCardBody } from '@direct/contracts';
import { type ApiClient, ApiError, ApiUnavailableError } from '@direct/api-client';
import { redirect } from 'react-router';
import { notFound } from '../../lib/catalog/page-errors.server.ts';
import { emptyCardValues, type PaymentFormState } from '../../lib/payment/form-state.ts';
import { stateForResult, type Access } from '../../lib/payment/payment.server.ts';
import { terminalPath } from '../../lib/payment/paths.ts';

// The terminal's "Pay with your saved card •••• 4242" (a plain form post): checkout_card on the
// card on file, or paypal_checkout_card on the saved PayPal account. Success and 3-D Secure are
// redirects, as for the card form; a refusal is the form's state.
export async function payWithSavedCard(api: ApiClient, access: Access, pathname: string, form: FormData, paypal: boolean, signal: AbortSignal): Promise<PaymentFormState | Response> {
  const part = Number(form.get('pay_part'));
  const payPart = Number.isInteger(part) && part >= -1 && part <= 50 ? part : -1;
  try {
    if (paypal) {
      const body: PaypalCheckoutCardBody = { access_token: access.accessToken, pay_part: payPart, payment_mode: 'payment' };
      const { payment } = await api.call(endpoints.paypalCheckoutCard, { params: { bookingCode: access.bookingCode }, body, signal });
      if (!payment) return { status: 'failed', values: emptyCardValues, reason: 'generic' };
      return stateForResult(payment, access, pathname, emptyCardValues);
    }
    const body: CheckoutCardBody = { access_token: access.accessToken, pay_part: payPart, return_path: terminalPath(pathname, access.bookingCode, access.accessToken) };
    const result = await api.call(endpoints.checkoutCard, { params: { bookingCode: access.bookingCode }, body, signal });
    // Stripe's own 3-D Secure page (a server-side confirmation with a return URL); the guest comes
    // back to the terminal and the gateway's webhook books the payment.
    if (result.status === 'requires_action' && result.nextActionUrl?.startsWith('https://')) return redirect(result.nextActionUrl, 303);
    return stateForResult(result, access, pathname, emptyCardValues);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'expired') return { status: 'expired' };
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    if (error instanceof ApiUnavailableError) return { status: 'timeout', values: emptyCardValues };
    return { status: 'failed', values: emptyCardValues, reason: 'generic' };
  }
}
