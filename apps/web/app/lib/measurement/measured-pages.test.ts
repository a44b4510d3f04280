import { describe, expect, it } from 'vitest';
import { isMeasuredPage } from './measured-pages.ts';

describe('pages measurement may load on', () => {
  it('are the public pages and the success page, in every language', () => {
    for (const path of ['/', '/de', '/pt/', '/explore', '/search', '/destinations/portugal/lisbon', '/hosts/lisbon-stays', '/de/stays/lisbon/bairro-alto', '/blog', '/blog/a-post', '/contact', '/pt/booking-confirmation-success', '/stays/lisbon/x.data']) {
      expect(isMeasuredPage(path), path).toBe(true);
    }
  });

  it('never include payment, deposit, check-in, agreement, review or development pages, nor unknown ones', () => {
    for (const path of [
      '/payment/booking_payment_terminal/ABC123/token',
      '/de/payment/authenticate/ABC123/token',
      '/deposit/booking_deposit_terminal/ABC123/token',
      '/booking/checkin/ABC123/token',
      '/booking/confirm-booking-first/ABC123',
      '/agreement/ABC123',
      '/booking/review/ABC123/token',
      '/dev/mailbox',
      '/my-booking',
      '/stays',
      '/resources/payment',
    ]) {
      expect(isMeasuredPage(path), path).toBe(false);
    }
  });
});
