import { useEffect, useState } from 'react';

// False in the server's HTML and until the page's script runs: what needs JavaScript (dragging,
// tabs, the upload queue) appears only then, and the plain forms stay usable before and without it.
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
