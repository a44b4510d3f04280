import { endpoints } from '@direct/contracts';
import { type ApiClient, ApiError, ApiUnavailableError } from '@direct/api-client';
import { pageError } from '../../lib/catalog/page-errors.server.ts';
import { finalizeStripePayment, type Access } from '../../lib/payment/payment.server.ts';
import { outcomeOfAttempt, type RedirectOutcome, type ReturnQuery } from './redirect-outcome.ts';

// Asks the API how the payment the guest comes back from ended. With the gateway's id the API
// asks the gateway and books the payment when it says so (finalize_stripe_payment,
// capture_order_paypal: both idempotent, so asking again each second is safe); without one
// (Opayo's return, which the API finished before sending the guest here) get_payment_info tells
// the last attempt's state.
export async function checkOutcome(api: ApiClient, access: Access, query: ReturnQuery, signal: AbortSignal): Promise<RedirectOutcome> {
  try {
    if (query.paymentIntentId) {
      const result = await finalizeStripePayment(api, access, query.paymentIntentId, signal);
      return outcomeOfAttempt(result.status, result.failureReason);
    }
    if (query.paypalOrderId) {
      const body = { access_token: access.accessToken, order_id: query.paypalOrderId };
      const result = await api.call(endpoints.capturePaypalOrder, { params: { bookingCode: access.bookingCode }, body, signal });
      return outcomeOfAttempt(result.status, result.failureReason);
    }
    const info = await api.call(endpoints.getPaymentInfo, {
      params: { segment: 'direct_api_frontend_api_payment' },
      body: { BOOKINGCODE: access.bookingCode, pay_part: -1, payment_mode: 'payment', access_token: access.accessToken },
      signal,
    });
    if (info.lastAttempt) return outcomeOfAttempt(info.lastAttempt.status, info.lastAttempt.failureReason);
    return info.expired ? { kind: 'expired' } : { kind: 'unknown' };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'expired') return { kind: 'expired' };
    // An id that is not this booking's, a gateway this host doesn't use: the terminal tells.
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed' || error.code === 'conflict')) return { kind: 'unknown' };
    // The API or the gateway is slow or down: we don't know yet, so we ask again.
    if (error instanceof ApiUnavailableError || (error instanceof ApiError && error.code === 'service_unavailable')) return { kind: 'pending' };
    return pageError(error);
  }
}
