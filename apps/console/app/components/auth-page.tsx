import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SkipLink } from './skip-link.tsx';

// The frame of the pages before sign-in (sign-up, sign-in, password, invitations): the platform's
// name, the language switcher, and one card with the page's title and form.
export function AuthPage({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="auth-header">
        <a className="console-brand" href="/">
          {t('console.shell.product')}
        </a>
        <LanguageSwitcher />
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <div className="auth-card">
          <h1 id="page-title" tabIndex={-1}>
            {title}
          </h1>
          {children}
        </div>
        {footer && <div className="auth-footer">{footer}</div>}
      </main>
      <title>{t('console.meta.title', { page: title })}</title>
    </>
  );
}
