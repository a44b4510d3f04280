import { describe, expect, it } from 'vitest';
import { noticeMessageKey, parseTerminalQuery, priceToMinor } from './query.ts';

const parse = (query: string) => parseTerminalQuery(new URLSearchParams(query));

describe('parseTerminalQuery', () => {
  it('reads status=processing', () => {
    expect(parse('status=processing')).toEqual({ notice: { kind: 'processing' }, price: null });
    expect(parse('status=other').notice).toBeNull();
    expect(parse('').notice).toBeNull();
  });

  it('defaults an empty or valueless error to card_decline', () => {
    expect(parse('error=').notice).toEqual({ kind: 'failed', reason: 'card_decline' });
    expect(parse('error').notice).toEqual({ kind: 'failed', reason: 'card_decline' });
    expect(parse('error=%20').notice).toEqual({ kind: 'failed', reason: 'card_decline' });
  });

  it('keeps a well-formed reason and turns anything else into generic', () => {
    expect(parse('error=insufficient_funds').notice).toEqual({ kind: 'failed', reason: 'insufficient_funds' });
    expect(parse('error=Expired_Card').notice).toEqual({ kind: 'failed', reason: 'expired_card' });
    expect(parse('error=%3Cscript%3E').notice).toEqual({ kind: 'failed', reason: 'generic' });
  });

  it('prefers an error over status=processing', () => {
    expect(parse('status=processing&error=card_decline').notice).toEqual({ kind: 'failed', reason: 'card_decline' });
  });

  it('reads a plain price and ignores anything else', () => {
    expect(parse('price=250').price).toBe(250);
    expect(parse('price=250.5').price).toBe(250.5);
    expect(parse('price=99,90').price).toBe(99.9);
    for (const bad of ['abc', '-5', '1e9', '12.345', '', '1.2.3']) expect(parse(`price=${bad}`).price, bad).toBeNull();
  });
});

describe('noticeMessageKey', () => {
  it('uses the decline text for the issuer reasons', () => {
    for (const reason of ['card_decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc']) {
      expect(noticeMessageKey({ kind: 'failed', reason })).toBe('payment.cardDecline');
    }
  });

  it('uses the generic failure text for everything else, and the processing text', () => {
    for (const reason of ['processing_error', 'authentication_failed', 'generic', 'something_new']) {
      expect(noticeMessageKey({ kind: 'failed', reason })).toBe('payment.failed');
    }
    expect(noticeMessageKey({ kind: 'processing' })).toBe('payment.processing');
  });
});

describe('priceToMinor', () => {
  it('rounds to minor units', () => {
    expect(priceToMinor(250.5)).toBe(25050);
    expect(priceToMinor(0.1 + 0.2)).toBe(30);
    expect(priceToMinor(1000, 0)).toBe(1000);
  });
});
