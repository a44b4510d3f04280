// The console's Content-Security-Policy, without the per-request nonce (server.mjs adds it to
// script-src for each response). Our own files and nonce-carrying inline scripts only; QR codes
// are inline SVG; the only other origin is the map's tile server (images); no other site may
// frame the console; the console frames only brands' sites (the brand page's live preview).
export type CspDirectives = Record<string, string[]>;

export function contentSecurityPolicyDirectives(options: { tileUrl: string; brandSiteFrameSource: string }): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', tileOrigin(options.tileUrl)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The brand page's live preview frames the brand's own site (nothing else).
    'frame-src': [options.brandSiteFrameSource],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

// https://{s}.tile.example.org/{z}/{x}/{y}.png → https://*.tile.example.org
function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{[^}]+\}/g, '0'));
  const host = template.match(/^https?:\/\/([^/]+)/)?.[1] ?? url.host;
  return `${url.protocol}//${host.replace(/\{[^}]+\}/g, '*')}`;
}

export function permissionsPolicy(): string {
  return ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'serial=()', 'hid=()', 'midi=()', 'browsing-topics=()', 'payment=()'].join(', ');
}
