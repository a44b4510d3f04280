// Parts of a page's data that its document already carries as markup (the property page's static
// HTML and JSON-LD, the search page's result cards). On a document request the loader keeps them
// for the server's render only, as properties React Router's serializer doesn't see (it walks
// Object.keys, as JSON does), and the browser reads them back from the markup (StaticHtml,
// servedJsonLd, ServedResult). A client-side navigation (a ".data" request) has no markup of them
// yet and gets them in its data. Issue 10 §3: every page's HTML within 40 KB.
export function sendOnce<T extends object>(holder: T, key: keyof T & string, request: Request): T {
  if (!isDataRequest(request)) Object.defineProperty(holder, key, { enumerable: false });
  return holder;
}

// React Router's client-side loads ask for "<path>.data"; the loader sees that request as it is.
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}
