// What the server placed in the head of a property page's document, read back in the browser.
// After a document load the loader data leaves these out (the head has them, see
// lib/react/served-once.server.ts); the meta function takes them from there, so the head the
// browser renders is the head the server sent.

// The property's JSON-LD.
export function servedJsonLd(): Record<string, unknown> | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const json = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      if (json['@type'] === 'VacationRental') return json;
    } catch {
      // Another script's JSON-LD, not ours.
    }
  }
  return undefined;
}

// The descriptions as the head has them (the page's, Open Graph's and Twitter's).
export function servedDescriptions(): { description?: string; facebook?: string; twitter?: string } {
  if (typeof document === 'undefined') return {};
  const content = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? undefined;
  return { description: content('name="description"'), facebook: content('property="og:description"'), twitter: content('name="twitter:description"') };
}
