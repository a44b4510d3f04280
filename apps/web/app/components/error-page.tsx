import { buttonClassName, ButtonLink } from '@direct/ui';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Link, useLocation } from 'react-router';
import { homePathFor } from '../lib/i18n/language-links.ts';

export type ErrorKind = 'not-found' | 'server-error' | 'unavailable' | 'unregistered-domain';

export const errorStatus: Record<ErrorKind, number> = {
  'not-found': 404,
  'server-error': 500,
  unavailable: 503,
  'unregistered-domain': 404,
};

// Catalog key prefix of each kind; literal keys keep t() type-checked.
const texts = {
  'not-found': { title: 'errors.notFound.title', message: 'errors.notFound.message' },
  'server-error': { title: 'errors.serverError.title', message: 'errors.serverError.message' },
  unavailable: { title: 'errors.unavailable.title', message: 'errors.unavailable.message' },
  'unregistered-domain': { title: 'errors.unregisteredDomain.title', message: 'errors.unregisteredDomain.message' },
} as const;

export function errorTitleKey(kind: ErrorKind) {
  return texts[kind].title;
}

// The content of an error page; the shell around it (brand or platform) is chosen by the caller.
export function ErrorPage({ kind, hostname }: { kind: ErrorKind; hostname?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const home = homePathFor(location.pathname);
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <div className="error-page__body">
        <p className="error-page__status">{t('errors.statusCode', { status: errorStatus[kind] })}</p>
        <h1 id="error-title">{t(texts[kind].title)}</h1>
        <p className="error-page__message">{t(texts[kind].message, { hostname: hostname ?? '' })}</p>
        {kind === 'not-found' && (
          <Link className={buttonClassName()} to={home}>
            {t('errors.notFound.action')}
          </Link>
        )}
        {kind === 'server-error' && (
          // A full page load: after an error the client-side state is not to be trusted.
          <ButtonLink href={home}>{t('errors.serverError.action')}</ButtonLink>
        )}
        {kind === 'unavailable' && (
          <ButtonLink href={`${location.pathname}${location.search}`}>{t('errors.unavailable.action')}</ButtonLink>
        )}
      </div>
    </section>
  );
}

// Error pages get their <title> here (React puts it in <head>): route meta isn't rendered for
// a route that failed.
export function ErrorTitle({ kind, name }: { kind: ErrorKind; name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('meta.pageTitle', { page: t(errorTitleKey(kind)), brand: name })}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
