import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False on the server and while hydrating, true afterwards: the page renders the no-JavaScript
// version (plain links and form fields) until the browser can run the enhanced one.
// The property page's own copy of use-hydrated.ts: a module another route imports too becomes a
// chunk of its own, an extra request and bytes on the page's first load (JS budget, docs/product.md §4).
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
