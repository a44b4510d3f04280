import type { HostBookingTimelineEntry } from '@direct/contracts';
import type { Catalog } from '@direct/i18n';
import type { TFunction, TranslationKey } from '@direct/i18n/translator';
import { formatMoney } from './booking-format.ts';

// A timeline entry as a sentence in the page's language. Kinds come from several domains (and
// new ones will come): a kind without a text of its own gets the generic "Recorded: …" with its
// name in words, never a raw key.

type TimelineKind = keyof Catalog['consoleBookings']['timeline'];

const knownKinds = new Set<string>([
  'requested', 'held', 'created', 'confirmed', 'cancelled', 'expired', 'checkin_ready',
  'payment_succeeded', 'payment_failed', 'payment_pending', 'payment_cancelled',
  'refund_succeeded', 'refund_failed', 'refund_pending', 'refund_cancelled',
  'checkin_step_completed', 'email_sent', 'email_failed', 'email_pending',
  'deposit_authorized', 'deposit_released', 'deposit_captured', 'deposit_failed', 'deposit_expired',
  'dates_changed', 'guests_changed', 'unit_changed', 'price_changed', 'booking_changed', 'booking_created', 'booking_cancelled',
  'payment_recorded', 'payment_link_sent', 'refund_issued', 'email_resent', 'message_sent', 'message_received', 'review_requested', 'note_added',
  'gateway_succeeded', 'gateway_failed', 'gateway_processing', 'gateway_requires_action', 'gateway_cancelled', 'gateway_refunded', 'gateway_disputed',
  'card_updated',
] satisfies TimelineKind[]);

// A payment still under way (created, requires_action, processing) reads as "started".
function kindOf(entry: HostBookingTimelineEntry): string {
  if (entry.origin !== 'payment') return entry.kind;
  return entry.kind.replace(/_(created|requires_action|processing)$/, '_pending');
}

const gatewayNames: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', opayo: 'Opayo', sandbox: 'Sandbox' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function timelineSentence(entry: HostBookingTimelineEntry, t: TFunction, lng: string): string {
  const kind = kindOf(entry);
  const { data } = entry;
  const currency = text(data['currency']);
  const minor = typeof data['amountMinor'] === 'number' ? data['amountMinor'] : typeof data['capturedMinor'] === 'number' ? data['capturedMinor'] : null;
  const step = text(data['step']);
  const values = {
    amount: minor !== null && /^[A-Z]{3}$/.test(currency) ? formatMoney(minor, currency, lng) : '',
    step: step ? t(`consoleBookings.booking.steps.${step}` as TranslationKey) : '',
    to: text(data['to']),
    subject: text(data['subject']),
    provider: gatewayNames[text(data['provider'])] ?? text(data['provider']),
    // The card the guest put on file: its brand and last four digits only (a PayPal account: PayPal).
    card: [text(data['brand']), text(data['last4']) ? `•••• ${text(data['last4'])}` : ''].filter(Boolean).join(' ') || (gatewayNames[text(data['provider'])] ?? ''),
  };
  if (knownKinds.has(kind)) return t(`consoleBookings.timeline.${kind}` as TranslationKey, values);
  return t('consoleBookings.timeline.other', { kind: kind.replace(/[_-]+/g, ' ') });
}
