import { describe, expect, it } from 'vitest';
import { checkinHubPath, finishPath, parseDepositQuery } from './deposit-query.ts';

describe('deposit page query', () => {
  it('reads ?error= as a failure (empty means card_decline), anything else as nothing', () => {
    expect(parseDepositQuery(new URLSearchParams('error=card_decline'))).toEqual({ kind: 'failed', reason: 'card_decline' });
    expect(parseDepositQuery(new URLSearchParams('error='))).toEqual({ kind: 'failed', reason: 'card_decline' });
    expect(parseDepositQuery(new URLSearchParams('error=<script>'))).toEqual({ kind: 'failed', reason: 'generic' });
    expect(parseDepositQuery(new URLSearchParams('status=processing'))).toBeNull();
  });

  it('links to the check-in hub and the finish page', () => {
    expect(checkinHubPath('LS-1', 'tok/en')).toBe('/booking/checkin/LS-1/tok%2Fen');
    expect(finishPath('LS-1')).toBe('/booking-confirmation-success?booking=LS-1');
  });
});
