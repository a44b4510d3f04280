import { useEffect, useState } from 'react';
import { ErrorPage, type ErrorKind } from './error-page.tsx';

// Pages carry their error page's texts only in a document that is an error page (the server adds
// them, entry.server.tsx). A client-side navigation that fails has none, so it loads its address as
// a document: the server then renders the error page, with its texts and its HTTP status.

const reloadKey = 'error-page-reload';

// root.tsx loads it with React.lazy, only when needed.
export function ErrorPageReload({ kind }: { kind: ErrorKind }) {
  const [reloading, setReloading] = useState(true);
  useEffect(() => {
    try {
      // A reload less than 10 s ago that still came back without the texts is not tried again.
      if (Date.now() - Number(sessionStorage.getItem(reloadKey)) > 10_000) {
        sessionStorage.setItem(reloadKey, String(Date.now()));
        return window.location.reload();
      }
    } catch {
      // No session storage (a privacy mode): no reload without that guard.
    }
    setReloading(false);
  }, []);
  return reloading ? <section className="container error-page" aria-busy="true" /> : <ErrorPage kind={kind} />;
}
