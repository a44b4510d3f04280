import { describe, expect, it } from 'vitest';
import { qrCodeSvg, secretOf } from './qr-code.server.ts';

const uri = 'otpauth://totp/Direct:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Direct';

describe('second factor setup', () => {
  it('draws the address as an SVG QR code', async () => {
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).not.toContain('<script');
  });

  it('reads the secret for typing it in by hand', () => {
    expect(secretOf(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretOf('not a uri')).toBe('');
  });
});
