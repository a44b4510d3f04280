import type { Texts } from '@direct/i18n';
import { useEffect, useState } from 'react';
import { withPageTexts } from '../lib/i18n/page-texts.ts';
import { TranslationProvider } from '../lib/i18n/translation-context.tsx';
import type { RootData } from '../lib/root-data.ts';
import { ErrorPage, ErrorTitle, type ErrorKind } from './error-page.tsx';

// A brand's error page (root.tsx loads this module lazily: only an error page needs it). Its texts
// are not in every page's data (about 700 bytes of each page's 40 KB, decision 0052): the root
// loader hands them to the server's render alone (RootData.errorPageTexts, never serialized), this
// page writes them into the document as JSON, and the browser's hydration reads them back from
// there. A client-side navigation that fails has neither, so it loads its address as a document:
// the server then renders this page, with its texts and its HTTP status.
const textsId = 'error-page-texts';

export function BrandErrorPage({ kind, rootData }: { kind: ErrorKind; rootData: RootData }) {
  const [texts] = useState(() => rootData.errorPageTexts ?? servedTexts());
  if (!texts) return <ErrorPageReload />;
  return (
    <TranslationProvider locale={withPageTexts(rootData.locale, texts)}>
      <script type="application/json" id={textsId} dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replaceAll('<', '\\u003c') }} />
      <ErrorTitle kind={kind} name={rootData.brand.name} />
      <ErrorPage kind={kind} />
    </TranslationProvider>
  );
}

function servedTexts(): Texts | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(textsId);
  try {
    return script ? (JSON.parse(script.textContent ?? '') as Texts) : undefined;
  } catch {
    return undefined;
  }
}

const reloadKey = 'error-page-reload';

function ErrorPageReload() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    try {
      // A reload of this address less than 10 s ago that still came back without the texts is not
      // tried again.
      const [address, at] = (sessionStorage.getItem(reloadKey) ?? '').split(' ');
      if (address !== window.location.href || Date.now() - Number(at) > 10_000) {
        sessionStorage.setItem(reloadKey, `${window.location.href} ${Date.now()}`);
        return window.location.reload();
      }
    } catch {
      // No session storage (a privacy mode): no reload without that guard.
    }
    setFailed(true);
  }, []);
  // Only after a reload that didn't help: the page's address and status line, without texts.
  return <section className="container error-page" aria-busy={!failed} />;
}
