import type { BookingReview} from '@direct/contracts';
import { endpoints, type Brand } from '@direct/contracts';
import { redirect } from 'react-router';
import { type ApiClient, ApiError } from '@direct/api-client';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { validAccess, type Access } from '../../lib/payment/payment.server.ts';
import { checkReview, ratingOf, readReviewValues, type ReviewField, type ReviewFormState, type ReviewProblems } from './review-form.ts';

// The review page's server side: the stay's review state, and saving (create or edit) from a
// plain form post, then back to the page (303) to show the review as others see it.

export type ReviewPageData = { review: BookingReview; propertyPath: string | null };

export async function loadReviewPage(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<ReviewPageData> {
  if (!validAccess(access)) notFound();
  let review: BookingReview;
  try {
    review = await api.call(endpoints.getReviewForBooking, { query: { booking_code: access.bookingCode, access_token: access.accessToken }, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) notFound();
    return pageError(error);
  }
  if (review.booking.brandId !== brand.id) notFound();
  return { review, propertyPath: await propertyPathOf(api, brand, review.booking.propertyId, signal) };
}

// Where the review shows up for everyone; the page works without it.
async function propertyPathOf(api: ApiClient, brand: Brand, propertyId: number, signal: AbortSignal): Promise<string | null> {
  try {
    const property = await api.call(endpoints.getProperty, { params: { id: propertyId }, query: { brand_id: String(brand.id) }, signal });
    return property.route?.completeRoute ?? null;
  } catch {
    return null;
  }
}

const apiFields: Record<string, ReviewField> = { rating: 'rating', title: 'title', text: 'text' };

export async function saveReview(
  api: ApiClient,
  access: Access,
  pathname: string,
  form: FormData,
  signal: AbortSignal,
): Promise<ReviewFormState | Response> {
  const values = readReviewValues(form);
  const problems = checkReview(values);
  if (Object.keys(problems).length > 0) return { status: 'invalid', values, problems };
  const reviewId = Number(form.get('review_id'));
  const editing = form.get('intent') === 'update' && Number.isInteger(reviewId) && reviewId > 0;
  const body = { booking_code: access.bookingCode, access_token: access.accessToken, rating: ratingOf(values)!, title: values.title, text: values.text };
  try {
    await (editing ? api.call(endpoints.updateReview, { params: { id: reviewId }, body, signal }) : api.call(endpoints.createReview, { body, signal }));
    return redirect(`${pathname}?saved=${editing ? 'updated' : 'created'}`, 303);
  } catch (error) {
    if (!(error instanceof ApiError)) return { status: 'failed', values, problems: {} };
    // Another tab already published it, or the stay can't be reviewed (yet): the page says so.
    if (error.code === 'conflict' || error.code === 'forbidden') return redirect(pathname, 303);
    if (error.code === 'not_found') notFound();
    const fromApi: ReviewProblems = {};
    for (const field of error.fields) {
      const name = apiFields[field.field];
      if (name) fromApi[name] = field.reason === 'required' ? 'required' : name === 'rating' ? 'required' : 'tooLong';
    }
    return { status: Object.keys(fromApi).length > 0 ? 'invalid' : 'failed', values, problems: fromApi };
  }
}
