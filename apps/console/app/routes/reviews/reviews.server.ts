import { endpoints } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

type Done = 'consoleReviews.reply.saved' | 'consoleReviews.reply.removed' | 'consoleReviews.hide.hidden' | 'consoleReviews.hide.shown';
export type ReviewActionResult = { ok: true; done: Done } | ({ reviewId: number; intent: string } & FormFailure);

// The four things a host does to a review, by the form's intent; a refusal keeps what was typed.
export async function reviewAction(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<ReviewActionResult> {
  const intent = textOf(form, 'intent');
  const reviewId = Number(textOf(form, 'reviewId')) || 0;
  const params = { organizationId, reviewId };
  try {
    if (intent === 'reply') {
      await hostCall(endpoints.hostReplyToReview, token, { params, body: { text: textOf(form, 'text') }, signal });
      return { ok: true, done: 'consoleReviews.reply.saved' };
    }
    if (intent === 'remove-reply') {
      await hostCall(endpoints.hostDeleteReviewReply, token, { params, signal });
      return { ok: true, done: 'consoleReviews.reply.removed' };
    }
    if (intent === 'hide') {
      await hostCall(endpoints.hostHideReview, token, { params, body: { reason: textOf(form, 'reason') }, signal });
      return { ok: true, done: 'consoleReviews.hide.hidden' };
    }
    await hostCall(endpoints.hostUnhideReview, token, { params, signal });
    return { ok: true, done: 'consoleReviews.hide.shown' };
  } catch (error) {
    return { reviewId, intent, ...formFailureOf(error, intent === 'reply' ? ['text'] : ['reason'], keptValues(form, ['text', 'reason'])) };
  }
}
