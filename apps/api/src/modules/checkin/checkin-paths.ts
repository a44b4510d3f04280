import type { CheckinStep } from './checkin-ports.ts';

// The site's page of each check-in step, relative to the brand's site (spec §2 routes).
const enc = encodeURIComponent;

export function stepPath(step: CheckinStep, code: string, token: string): string {
  switch (step) {
    case 'general_info':
      return `/booking/confirm-booking-first/${enc(code)}?access=${enc(token)}`;
    case 'guest_info':
      return `/booking/confirm-booking-second/${enc(code)}/${enc(token)}`;
    case 'terms':
      return `/agreement/${enc(code)}?access=${enc(token)}`;
    case 'identity':
      return `/booking/identity/${enc(code)}/${enc(token)}`;
    case 'payment':
      return `/payment/booking_payment_terminal/${enc(code)}/${enc(token)}`;
    case 'security_deposit':
      return `/deposit/booking_deposit_terminal/${enc(code)}/${enc(token)}`;
  }
}

export const hubPath = (code: string, token: string) => `/booking/checkin/${enc(code)}/${enc(token)}`;
export const finishPath = (code: string) => `/booking-confirmation-success?booking=${enc(code)}`;
