import { useLinkClickHandler } from 'react-router';

// A result card as the server rendered it (SearchResultCard) in a document. The cards are the
// page's largest part, and their items would travel twice: as this markup and again in the
// hydration data (issue 10 §3, 40 KB a page). So on a document load the loader keeps the items
// for the server's render only (sendOnce, lib/react/served-once.server.ts) and the browser takes
// the cards back from the markup; what the markup lacks (a stay's position and prices, for the
// map) is fetched when it is first needed (use-served-items.ts). A client-side navigation or
// "load more" brings items, rendered as SearchResultCard.
export type ServedCard = { id: number; html: string; href: string | null };

// What is read of a card's <li> (an Element in the browser).
type CardElement = {
  getAttribute(name: string): string | null;
  innerHTML: string;
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
};

export function servedCardOf(element: CardElement): ServedCard | null {
  const id = Number(element.getAttribute('data-result-id') ?? Number.NaN);
  if (!Number.isSafeInteger(id)) return null;
  return { id, html: element.innerHTML, href: element.querySelector('a[href]')?.getAttribute('href') ?? null };
}

// The cards of the list the server rendered; none on the server, nor once React has replaced them.
export function readServedCards(): ServedCard[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll('.result-list > li[data-result-id]')].flatMap((element) => servedCardOf(element) ?? []);
}

export function isServedCard(entry: object): entry is ServedCard {
  return 'html' in entry;
}

// The card's <li> with the server's markup as it is (hydration finds the same HTML). Its link is a
// plain <a> now, so a click on it navigates in the browser as the router's <Link> did (same rules:
// a plain left click, no modifier key, no other target).
export function ServedResult({ card }: { card: ServedCard }) {
  const follow = useLinkClickHandler<HTMLLIElement>(card.href ?? '.');
  // The click is the link's, caught here as it bubbles (the link is markup, not a component); Enter
  // on the focused link is a click too.
  return (
    <li
      data-result-id={card.id}
      dangerouslySetInnerHTML={{ __html: card.html }}
      onClick={(event) => {
        if (card.href?.startsWith('/') && !card.href.startsWith('//') && (event.target as Element).closest('a[href]')) follow(event);
      }}
    />
  );
}
