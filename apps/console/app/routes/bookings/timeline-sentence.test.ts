import type { HostBookingTimelineEntry } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { timelineSentence } from './timeline-sentence.ts';

// The timeline's sentences: amounts in the page's language, steps translated, payments still under
// way read as started, and kinds nobody wrote a text for fall back to words, never a raw key.

const entry = (kind: string, origin: HostBookingTimelineEntry['origin'], data: HostBookingTimelineEntry['data'] = {}): HostBookingTimelineEntry => ({ at: '2026-03-10T12:00:00.000Z', kind, origin, actor: null, data });

describe('timeline sentences', () => {
  it('says what happened, with the amount in the page’s language', () => {
    expect(timelineSentence(entry('payment_succeeded', 'payment', { amountMinor: 13_550, currency: 'EUR' }), serverTranslator('en'), 'en')).toBe('Payment of €135.50 received');
    expect(timelineSentence(entry('payment_succeeded', 'payment', { amountMinor: 13_550, currency: 'EUR' }), serverTranslator('de'), 'de')).toBe('Zahlung von 135,50\u00a0€ erhalten');
    expect(timelineSentence(entry('refund_processing', 'payment', { amountMinor: 500, currency: 'EUR' }), serverTranslator('en'), 'en')).toBe('Refund of €5.00 started');
  });

  it('says which payment gateway reported what (webhook events)', () => {
    expect(timelineSentence(entry('gateway_succeeded', 'event', { provider: 'stripe', amountMinor: 13_550, currency: 'EUR' }), serverTranslator('en'), 'en')).toBe('Stripe reported the payment of €135.50 as succeeded');
    expect(timelineSentence(entry('gateway_disputed', 'event', { provider: 'paypal', amountMinor: 500, currency: 'EUR' }), serverTranslator('pt'), 'pt')).toBe('PayPal indicou uma disputa de €\u00a05,00');
  });

  it('says the guest replaced the card on file, naming only its brand and last four digits', () => {
    expect(timelineSentence(entry('card_updated', 'event', { provider: 'sandbox', brand: 'visa', last4: '4242' }), serverTranslator('en'), 'en')).toBe('The guest replaced the card on file (visa •••• 4242)');
    expect(timelineSentence(entry('card_updated', 'event', { provider: 'paypal', brand: null, last4: null }), serverTranslator('de'), 'de')).toBe('Der Gast hat die hinterlegte Karte ersetzt (PayPal)');
  });

  it('names check-in steps and emails in the page’s language', () => {
    expect(timelineSentence(entry('checkin_step_completed', 'checkin', { step: 'guest_info' }), serverTranslator('pt'), 'pt')).toBe('Passo do check-in concluído: Dados dos hóspedes');
    expect(timelineSentence(entry('email_failed', 'email', { to: 'ana@example.test', subject: 'Pay the rest' }), serverTranslator('en'), 'en')).toBe('Email to ana@example.test could not be sent: “Pay the rest”');
  });

  it('gives an unknown kind a generic sentence with its name in words', () => {
    expect(timelineSentence(entry('key_box_code_sent', 'event'), serverTranslator('en'), 'en')).toBe('Recorded: key box code sent');
    expect(timelineSentence(entry('key_box_code_sent', 'event'), serverTranslator('de'), 'de')).toBe('Erfasst: key box code sent');
  });
});
