import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

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
// plain <a> now, so a click on it navigates in the browser as the router's <Link> did.
export function ServedResult({ card }: { card: ServedCard }) {
  const navigate = useNavigate();
  const { href } = card;
  // The click is the link's, caught here as it bubbles (the link is markup, not a component); Enter
  // on the focused link is a click too.
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if (href && isLinkClick(event) && (event.target as Element).closest('a[href]')) {
      event.preventDefault();
      navigate(href);
    }
  };
  return <li data-result-id={card.id} dangerouslySetInnerHTML={{ __html: card.html }} onClick={onClick} />;
}

// The clicks <Link> handles itself (React Router's shouldProcessLinkClick): a plain left click,
// not one that opens a new tab or window or downloads. Not useLinkClickHandler: it would be one more
// export of the framework chunk every page loads, and the property page has no room for it
// (docs/product.md §4, 120 KB).
export function isLinkClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>): boolean {
  return event.button === 0 && !event.defaultPrevented && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
