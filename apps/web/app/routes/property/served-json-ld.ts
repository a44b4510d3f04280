// The property's JSON-LD as the server placed it in the head. After a document load the loader
// data leaves it out (the head has it, see lib/react/served-once.server.ts); the meta function
// takes it from there so the head the browser renders is the head the server sent.
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
