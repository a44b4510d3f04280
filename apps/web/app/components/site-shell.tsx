import { lazy, Suspense, type ReactNode } from 'react';
import type { RootData } from '../lib/root-data.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

// Only brands with measurement tags load the cookie choice's code (decision 0033): its state, the
// banner and the footer's "Cookie settings" link. The others' pages carry none of it.
const ConsentProvider = lazy(() => import('./consent/consent-context.tsx').then(({ ConsentProvider: provider }) => ({ default: provider })));
const ConsentParts = lazy(() => import('./consent/consent-parts.tsx'));

// The frame of every page of a brand's site: skip link, header, main landmark, footer.
export function SiteShell({ data, children }: { data: RootData; children: ReactNode }) {
  const { measurement } = data;
  const page = (
    <>
      <SkipLink />
      {measurement && (
        <Suspense fallback={null}>
          <ConsentParts brandName={data.brand.name} />
        </Suspense>
      )}
      <SiteHeader brand={data.brand} locale={data.locale} />
      {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter brand={data.brand} year={data.year} measures={measurement !== null} />
    </>
  );
  if (!measurement) return page;
  // The server renders it whole; in the browser the page hydrates once the provider's code is in.
  return (
    <Suspense fallback={null}>
      <ConsentProvider data={measurement}>{page}</ConsentProvider>
    </Suspense>
  );
}
