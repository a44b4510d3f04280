// Markup the server rendered from data alone (no state, no handlers), placed as it is. Its
// components never reach the browser, which keeps the property page within its JavaScript budget
// (docs/product.md: 120 KB). React escapes every text when rendering it, so the HTML is safe to place.
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
