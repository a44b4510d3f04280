import { localizedPath } from '../../../lib/i18n/language-links.ts';

// Site paths around the identity step, in the language the current page was opened in by path.

const segment = (value: string) => encodeURIComponent(value);

export function identityPath(currentPathname: string, bookingCode: string, accessToken: string): string {
  return localizedPath(currentPathname, `/booking/identity/${segment(bookingCode)}/${segment(accessToken)}`);
}

export function checkinHubPath(currentPathname: string, bookingCode: string, accessToken: string): string {
  return localizedPath(currentPathname, `/booking/checkin/${segment(bookingCode)}/${segment(accessToken)}`);
}

// The step after identity is the payment of the balance (the terminal says when nothing is due).
export function nextStepPath(currentPathname: string, bookingCode: string, accessToken: string): string {
  return localizedPath(currentPathname, `/payment/booking_payment_terminal/${segment(bookingCode)}/${segment(accessToken)}`);
}

/** The accept attribute of a file input: MIME types and the usual extensions (for pickers that filter by name). */
export function acceptAttribute(mimeTypes: readonly string[]): string {
  const extensions: Record<string, string[]> = {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
    'image/heic': ['.heic'],
    'image/heif': ['.heif'],
    'application/pdf': ['.pdf'],
  };
  return [...mimeTypes, ...mimeTypes.flatMap((type) => extensions[type] ?? [])].join(',');
}
