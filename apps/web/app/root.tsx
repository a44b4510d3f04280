import { fallbackLanguage } from '@direct/i18n';
import { lazy, Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorPage, ErrorTitle, type ErrorKind } from './components/error-page.tsx';
import { PlatformShell } from './components/platform-shell.tsx';
import { SiteShell } from './components/site-shell.tsx';
import { config } from './config.server.ts';
import { useBrandPreview } from './lib/brand/brand-preview.ts';
import { fallbackFontFaces } from './lib/brand/font-fallbacks.server.ts';
import { chosenFontStylesheets } from './lib/brand/font-files.ts';
import { platformThemeVariables } from './lib/brand/platform-theme-variables.ts';
import { themeVariables } from './lib/brand/theme-style.ts';
import { useServedThemeVariables } from './lib/brand/served-theme.ts';
import { sendOnce } from './lib/react/served-once.server.ts';
import { useLanguageMemory } from './lib/i18n/language-memory.ts';
import { PageTranslationProvider, useTranslation } from './lib/i18n/translation-context.tsx';
import { shellLocaleData } from './lib/i18n/locale-data.server.ts';
import type { LocaleData } from './lib/i18n/locale.ts';
import { brandContext, languageContext } from './lib/request-context.server.ts';
import { type RootData, siteBrand, useOptionalRootData } from './lib/root-data.ts';
import { isShellFailure, type ShellFailure } from './lib/shell-failure.ts';
import { brandMiddleware, languageMiddleware } from './lib/shell-middleware.server.ts';
import { requestInfoMiddleware } from './lib/security/request-info.server.ts';
import { measurementData, measurementPolicy } from './lib/measurement/measurement.server.ts';
import { errorPageTexts, withConsentTexts } from './lib/i18n/locale-data.server.ts';
import type { Route } from './+types/root';
import appStyles from './styles/app.css?url';

// The request's info comes first so every API call below it (the brand lookup included)
// carries the visitor's address and the request id.
export const middleware: Route.MiddlewareFunction[] = [requestInfoMiddleware, languageMiddleware, brandMiddleware, measurementPolicy];

export function loader({ context, request, url }: Route.LoaderArgs): RootData {
  const brand = context.get(brandContext);
  const language = context.get(languageContext);
  const measurement = measurementData(brand, request, url);
  const fonts = [brand.theme.headingFont, brand.theme.bodyFont];
  const data: RootData = {
    brand: siteBrand(brand, language),
    themeVariables: themeVariables(brand.theme),
    fonts: { stylesheets: chosenFontStylesheets(fonts), fallbackFaces: fallbackFontFaces(fonts) },
    preview: url.searchParams.has('brandPreview') ? { consoleOrigin: config.consoleOrigin, defaultLanguage: brand.defaultLanguage } : null,
    // The shell's texts (with the cookie banner's where the brand measures); each page's own come
    // with the language scope's loader data.
    locale: measurement ? withConsentTexts(shellLocaleData(language)) : shellLocaleData(language),
    measurement,
    // From the server, so the footer's year can't differ between server HTML and hydration.
    year: new Date().getFullYear(),
    origin: url.origin,
    map: config.map,
    // For the server's render of an error page, which writes them into its document
    // (brand-error-page.tsx); left out of a document's data like the theme (sendOnce).
    errorPageTexts: errorPageTexts(language),
  };
  sendOnce(data, 'errorPageTexts', request);
  // On <html style> already (useServedThemeVariables).
  return sendOnce(data, 'themeVariables', request);
}

// Brand and language only change with a full page load (language links reload the document),
// so client-side navigations don't need the root data again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles },
  // No favicon yet; this stops browsers from asking for /favicon.ico (a 404 page render).
  { rel: 'icon', href: 'data:,' },
];

declare global {
  interface Window {
    // Set by the page's loader until the page hydrates (lib/react/early-input-script.server.ts).
    __earlyInput?: () => void;
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useOptionalRootData();
  const error = useRouteError();
  const failure = isRouteErrorResponse(error) && isShellFailure(error.data) ? error.data : undefined;
  const locale = rootData?.locale ?? failure?.locale ?? emptyLocale;
  const theme = useServedThemeVariables(rootData?.themeVariables);
  // Once hydrated, on every page and error page alike: what the guest typed or pressed while the
  // scripts were loading (decision 0054).
  useEffect(() => window.__earlyInput?.(), []);
  return (
    <html
      lang={locale.lng}
      dir={locale.dir}
      style={((rootData && theme) ?? platformThemeVariables) as CSSProperties}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {rootData?.fonts.stylesheets.map(({ font, href }) => <link key={font} rel="stylesheet" href={href} data-preview-font={font} />)}
        {/* Computed from font metrics on the server (font-fallbacks.server.ts), not from input. */}
        {rootData?.fonts.fallbackFaces ? <style dangerouslySetInnerHTML={{ __html: rootData.fonts.fallbackFaces }} /> : null}
      </head>
      <body>
        <PageTranslationProvider locale={locale}>{children}</PageTranslationProvider>
        {/* The console's live preview frames the site cross-site, where the browser denies it
            storage: scroll restoration's script reads sessionStorage and would throw there (it
            has no scroll to restore in a preview anyway). */}
        {rootData?.preview ? null : <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageMemory(loaderData.locale.lng);
  useBrandPreview(loaderData.preview, loaderData.locale.lng);
  return (
    <SiteShell data={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useOptionalRootData();
  const failure = isRouteErrorResponse(error) && isShellFailure(error.data) ? error.data : undefined;
  if (failure) return <PlatformErrorPage failure={failure} />;
  const kind = errorKind(error);
  if (rootData) {
    return (
      <SiteShell data={rootData}>
        <Suspense>
          <BrandErrorPage kind={kind} rootData={rootData} />
        </Suspense>
      </SiteShell>
    );
  }
  // Neither brand nor failure data: only a bug in this module gets here.
  return <PlatformErrorPage failure={{ reason: 'server-error', hostname: '', locale: emptyLocale, year: new Date().getFullYear() }} />;
}

// Loaded only by an error page (the property page's JavaScript is held to 120 KB).
const BrandErrorPage = lazy(() => import('./components/brand-error-page.tsx').then((module) => ({ default: module.BrandErrorPage })));

function PlatformErrorPage({ failure }: { failure: Pick<ShellFailure, 'reason' | 'hostname' | 'locale' | 'year'> }) {
  const { t } = useTranslation();
  return (
    <PlatformShell locale={failure.locale} year={failure.year}>
      <ErrorTitle kind={failure.reason} name={t('platform.name')} />
      <ErrorPage kind={failure.reason} hostname={failure.hostname} />
    </PlatformShell>
  );
}

function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return 'not-found';
    if (error.status === 503) return 'unavailable';
  }
  return 'server-error';
}

// Only reached when a bug leaves neither root data nor failure data; texts then show as keys.
const emptyLocale: LocaleData = {
  lng: fallbackLanguage,
  dir: 'ltr',
  resources: {} as LocaleData['resources'],
  languages: [],
};
