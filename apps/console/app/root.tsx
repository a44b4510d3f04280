import { fallbackLanguage } from '@direct/i18n';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import { ErrorView } from './components/error-view.tsx';
import { ToastMessage } from './components/toast-message.tsx';
import { config } from './config.server.ts';
import { consoleMiddleware } from './lib/console-middleware.server.ts';
import { localeData } from './lib/i18n/locale-data.server.ts';
import { TranslationProvider, type LocaleData } from './lib/i18n/translation.tsx';
import { csrfTokenContext, languageContext, secureCookiesContext } from './lib/request-context.server.ts';
import { useOptionalRootData, type RootData } from './lib/root-data.ts';
import { requestInfoMiddleware } from './lib/security/request-info.server.ts';
import { clearedToastCookie, readToast } from './lib/toast/toast.server.ts';
import type { Route } from './+types/root';
import consoleStyles from './styles/console.css?url';

export const middleware: Route.MiddlewareFunction[] = [requestInfoMiddleware, consoleMiddleware];

export function loader({ context, request }: Route.LoaderArgs) {
  const rootData: RootData = { locale: localeData(context.get(languageContext)), csrf: context.get(csrfTokenContext), platformDomain: config.platformDomain };
  const toast = readToast(request);
  if (!toast) return rootData;
  return data({ ...rootData, toast }, { headers: { 'Set-Cookie': clearedToastCookie({ secure: context.get(secureCookiesContext) }) } });
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: consoleStyles },
  { rel: 'icon', href: 'data:,' },
];

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useOptionalRootData();
  const locale = rootData?.locale ?? emptyLocale;
  useRouteError();
  return (
    <html lang={locale.lng} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider locale={locale}>
          {children}
          <ToastMessage />
        </TranslationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 403 && (error.data as { kind?: string } | undefined)?.kind === 'csrf') return <ErrorView kind="csrf" />;
    if (error.status === 404) return <ErrorView kind="not-found" />;
    if (error.status === 403) return <ErrorView kind="forbidden" />;
    if (error.status === 503) return <ErrorView kind="unavailable" />;
  }
  if (error instanceof Error && error.name === 'ApiUnavailableError') return <ErrorView kind="unavailable" />;
  return <ErrorView kind="server-error" />;
}

// Only reached when the root loader itself failed; texts then show as keys.
const emptyLocale: LocaleData = { lng: fallbackLanguage, dir: 'ltr', resources: {}, languages: [] };
