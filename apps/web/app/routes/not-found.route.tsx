import { data } from 'react-router';

// Any path no other route claims: the brand's 404 page, drawn by the root's error boundary (which
// brings the error page's texts, decision 0052), with status 404.
export function loader(): never {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws); a default export keeps this a page route, whose
// errors are HTML pages, rather than a resource route.
export default function NotFound() {
  return null;
}
