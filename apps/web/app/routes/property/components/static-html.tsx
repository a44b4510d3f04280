import { useState } from 'react';

// Markup the server rendered from data alone (no state, no handlers), placed as it is. Its
// components never reach the browser, which keeps the property page within its JavaScript budget
// (docs/product.md: 120 KB). React escapes every text when rendering it, so the HTML is safe to place.
// After a document load the loader data leaves the HTML out (it is in the markup already, see
// sendStaticPartsOnce): the first render in the browser takes it from the element the server
// filled, so hydration finds the same HTML; a client-side navigation brings it in its data.
export function StaticHtml({ part, html, className }: { part: string; html: string | undefined; className?: string }) {
  const [served] = useState(() => (html === undefined && typeof document !== 'undefined' ? (document.querySelector(`[data-static-part="${part}"]`)?.innerHTML ?? '') : ''));
  return <div className={className} data-static-part={part} dangerouslySetInnerHTML={{ __html: html ?? served }} />;
}
