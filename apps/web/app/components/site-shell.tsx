import { lazy, Suspense, type ReactNode } from 'react';
import type { RootData } from '../lib/root-data.ts';
import { ConsentProvider } from './consent/consent-context.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

// Only brands with measurement tags load the cookie banner's code (decision 0033).
const ConsentParts = lazy(() => import('./consent/consent-parts.tsx'));

// The frame of every page of a brand's site: skip link, header, main landmark, footer.
export function SiteShell({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <ConsentProvider data={data.measurement}>
      <SkipLink />
      {data.measurement && (
        <Suspense fallback={null}>
          <ConsentParts brandName={data.brand.name} />
        </Suspense>
      )}
      <SiteHeader brand={data.brand} locale={data.locale} />
      {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter brand={data.brand} year={data.year} />
    </ConsentProvider>
  );
}
