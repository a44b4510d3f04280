import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False on the server and while hydrating, true afterwards: the page renders the no-JavaScript
// version (plain links and form fields) until the browser can run the enhanced one.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
