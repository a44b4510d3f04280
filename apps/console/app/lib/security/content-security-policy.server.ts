// The console's Content-Security-Policy, without the per-request nonce (server.mjs adds it to
// script-src for each response). Our own files and nonce-carrying inline scripts only; QR codes
// are inline SVG; nothing is loaded from another origin and no other site may frame the console.
export type CspDirectives = Record<string, string[]>;

export function contentSecurityPolicyDirectives(): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function permissionsPolicy(): string {
  return ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'serial=()', 'hid=()', 'midi=()', 'browsing-topics=()', 'payment=()'].join(', ');
}
