// The host name a request was made to, in the form the API's brand lookup expects: lower case,
// no port, no trailing dot.
export function hostnameFromRequest(request: Request): string {
  return normalizeHostname(new URL(request.url).hostname);
}

// Accepts a URL host name or a raw Host header value ("Lisbon-Stays.localhost:3000", "[::1]:3000").
export function normalizeHostname(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    // Bracketed IPv6 literal, optionally followed by :port.
    const end = name.indexOf(']');
    name = end > 0 ? name.slice(1, end) : name.slice(1);
  } else if (name.split(':').length === 2) {
    // name:port. More than one colon is a bare IPv6 address, which has no port.
    name = name.slice(0, name.indexOf(':'));
  }
  name = name.replace(/\.+$/, '');
  // Opening the site by loopback address (health checks, `npm start` waiting for the site, a
  // developer typing 127.0.0.1) should show the default brand, like plain "localhost".
  return isLoopbackAddress(name) ? 'localhost' : name;
}

function isLoopbackAddress(name: string): boolean {
  if (/^127(\.\d{1,3}){3}$/.test(name)) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  return /^::ffff:127(\.\d{1,3}){3}$/.test(name) || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(name);
}
