import { endpoints, type ChannelFeedTestResult } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export type CalendarToast = 'added' | 'saved' | 'removed' | 'synced' | 'syncFailed';
export type CalendarAnswer = { ok: true; toast: CalendarToast } | { ok: true; tested: ChannelFeedTestResult; values: Record<string, string> } | FormFailure;

const fields = ['unitId', 'channel', 'label', 'url'] as const;
type Channel = 'airbnb' | 'booking_com' | 'vrbo' | 'google' | 'other';

// The page's forms: test a URL (stores nothing), add, save, sync now, remove.
export async function runCalendarIntent(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<CalendarAnswer> {
  const intent = textOf(form, 'intent');
  const values = keptValues(form, fields);
  const feedId = Number(textOf(form, 'feedId')) || 0;
  try {
    if (intent === 'test') {
      const tested = await hostCall(endpoints.hostTestChannelFeed, token, { params: { organizationId }, body: { url: textOf(form, 'url') }, signal });
      return { ok: true, tested, values };
    }
    const body = { channel: textOf(form, 'channel') as Channel, label: textOf(form, 'label'), url: textOf(form, 'url') };
    if (intent === 'add') {
      await hostCall(endpoints.hostCreateChannelFeed, token, { params: { organizationId }, body: { ...body, unitId: Number(textOf(form, 'unitId')) || 0 }, signal });
      return { ok: true, toast: 'added' };
    }
    if (intent === 'save') {
      await hostCall(endpoints.hostUpdateChannelFeed, token, { params: { organizationId, feedId }, body, signal });
      return { ok: true, toast: 'saved' };
    }
    if (intent === 'sync') {
      const feed = await hostCall(endpoints.hostSyncChannelFeed, token, { params: { organizationId, feedId }, signal });
      return { ok: true, toast: feed.lastResult === 'failed' ? 'syncFailed' : 'synced' };
    }
    await hostCall(endpoints.hostDeleteChannelFeed, token, { params: { organizationId, feedId }, signal });
    return { ok: true, toast: 'removed' };
  } catch (error) {
    return formFailureOf(error, fields, values);
  }
}
