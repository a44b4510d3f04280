import QRCode from 'qrcode';

// The authenticator's otpauth:// address as an SVG QR code, made on the server: no script, no
// image request, nothing leaves the page.
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

// The secret inside an otpauth:// address, for typing it in by hand.
export function secretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
