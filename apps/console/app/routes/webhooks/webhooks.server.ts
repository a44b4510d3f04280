import { endpoints, type CreatedWebhookEndpoint, type RotatedWebhookSecret } from '@direct/contracts';
import { webhookEventTypes, type WebhookEventType } from '@direct/domain/webhook';
import type { z } from 'zod';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

// The webhooks page's posts. A created endpoint's and a rotated secret are answered on the page
// itself (never through a redirect): the secret is shown this once.

export type WebhookActionResult =
  | { intent: 'create'; ok: true; created: z.infer<typeof CreatedWebhookEndpoint> }
  | ({ intent: 'create' } & FormFailure)
  | { intent: 'rotate'; ok: true; rotated: z.infer<typeof RotatedWebhookSecret>; url: string }
  | ({ intent: 'endpoint' } & ({ ok: true } | FormFailure));

const chosenEvents = (form: FormData): WebhookEventType[] =>
  form.getAll('events').filter((value): value is WebhookEventType => typeof value === 'string' && (webhookEventTypes as readonly string[]).includes(value));

export async function createEndpoint(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<WebhookActionResult> {
  const events = chosenEvents(form);
  try {
    const created = await hostCall(endpoints.hostCreateWebhook, token, { params: { organizationId }, body: { url: textOf(form, 'url'), description: textOf(form, 'description'), events }, signal });
    return { intent: 'create', ok: true, created };
  } catch (error) {
    // The chosen events go back as one comma-separated value so the boxes stay ticked.
    return { intent: 'create', ...formFailureOf(error, ['url', 'description', 'events'], { ...keptValues(form, ['url', 'description']), events: events.join(',') }) };
  }
}

// Switch on/off, rotate, test, delete: each names its endpoint in `target`.
export async function endpointAction(
  intent: string,
  form: FormData,
  organizationId: number,
  token: string,
  signal: AbortSignal,
): Promise<WebhookActionResult | { intent: 'endpoint'; ok: true; done: 'enabled' | 'disabled' | 'tested' | 'removed' }> {
  const params = { organizationId, webhookId: Number(textOf(form, 'target')) || 0 };
  try {
    if (intent === 'rotate') {
      const rotated = await hostCall(endpoints.hostRotateWebhookSecret, token, { params, signal });
      return { intent: 'rotate', ok: true, rotated, url: textOf(form, 'url') };
    }
    if (intent === 'test') {
      await hostCall(endpoints.hostSendTestWebhook, token, { params, signal });
      return { intent: 'endpoint', ok: true, done: 'tested' };
    }
    if (intent === 'remove') {
      await hostCall(endpoints.hostDeleteWebhook, token, { params, signal });
      return { intent: 'endpoint', ok: true, done: 'removed' };
    }
    const enabled = intent === 'enable';
    await hostCall(endpoints.hostUpdateWebhook, token, { params, body: { enabled }, signal });
    return { intent: 'endpoint', ok: true, done: enabled ? 'enabled' : 'disabled' };
  } catch (error) {
    return { intent: 'endpoint', ...formFailureOf(error, []) };
  }
}

export async function replayDelivery(form: FormData, params: { organizationId: number; webhookId: number }, token: string, signal: AbortSignal): Promise<{ ok: true } | FormFailure> {
  try {
    await hostCall(endpoints.hostReplayWebhookDelivery, token, { params: { ...params, deliveryId: Number(textOf(form, 'delivery')) || 0 }, signal });
    return { ok: true };
  } catch (error) {
    return formFailureOf(error, []);
  }
}
