import { calendarFeedSubjects, endpoints, type CalendarFeedSubject } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

// "New address": the API makes a new secret and the old address stops working at once.
export async function rotateFeed(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<{ ok: true; name: string } | FormFailure> {
  const subject = textOf(form, 'subject');
  try {
    const feed = await hostCall(endpoints.hostRotateCalendarFeed, token, {
      params: { organizationId },
      body: { subject: (calendarFeedSubjects as readonly string[]).includes(subject) ? (subject as CalendarFeedSubject) : 'unit', id: Number(textOf(form, 'id')) || 0 },
      signal,
    });
    return { ok: true, name: feed.name };
  } catch (error) {
    return formFailureOf(error, []);
  }
}
