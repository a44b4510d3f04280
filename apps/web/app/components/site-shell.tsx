import type { ReactNode } from 'react';
import type { RootData } from '../lib/root-data.ts';
import { ConsentProvider } from './consent/consent-context.tsx';
import { CookieBanner } from './consent/cookie-banner.tsx';
import { Measurement } from './consent/measurement.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

// The frame of every page of a brand's site: skip link, header, main landmark, footer.
export function SiteShell({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <ConsentProvider data={data.measurement}>
      <SkipLink />
      <CookieBanner brandName={data.brand.name} />
      <Measurement />
      <SiteHeader brand={data.brand} locale={data.locale} />
      {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter brand={data.brand} year={data.year} />
    </ConsentProvider>
  );
}
