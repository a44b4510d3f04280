// The texts of the parts the page loads on demand (the reservation dialog, the date picker, the
// photo viewer) come with their code, not with the page: a document carries only the texts its
// first render uses (issue 10 §3, 40 KB a page). The parts and their texts are listed here, for the resource route
// (resources/lazy-texts.route.ts) and for the browser.
export const lazyTextParts = {
  reserve: ['booking', 'property.reserve', 'errors.invalidCode'],
  picker: ['property.picker', 'property.booking.nights'],
  lightbox: ['property.gallery.dialog', 'property.gallery.position', 'property.gallery.previous', 'property.gallery.next', 'property.gallery.close'],
} as const;

export type LazyTextPart = keyof typeof lazyTextParts;

// Texts of a part in the page's language ({} when they can't be had: the part still works, its
// texts show as keys, rather than failing to open).
export function fetchLazyTexts(part: LazyTextPart): Promise<object> {
  const lng = document.documentElement.lang;
  return fetch(`/resources/lazy-texts?part=${part}&lng=${encodeURIComponent(lng)}`)
    .then((response) => (response.ok ? (response.json() as Promise<object>) : {}))
    .catch(() => ({}));
}
