import type { HostMe } from '@direct/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { CsrfField } from './csrf-field.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SkipLink } from './skip-link.tsx';

// The frame of every signed-in page: the organization switcher, the account menu with sign-out,
// the organization's navigation when there is one, and the page.
export function ConsoleShell({
  me,
  organizationId,
  nav,
  children,
}: {
  me: HostMe;
  organizationId?: number;
  nav?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const current = me.memberships.find((membership) => membership.organizationId === organizationId);
  return (
    <>
      <SkipLink />
      <header className="console-header">
        <a className="console-brand" href="/">
          {t('console.shell.product')}
        </a>
        {me.memberships.length > 0 && (
          <details className="menu">
            <summary className="menu__button">
              <span className="visually-hidden">{t('console.shell.organization')}: </span>
              {current?.organizationName ?? t('console.shell.chooseOrganization')}
            </summary>
            <ul className="menu__list">
              {me.memberships.map((membership) => (
                <li key={membership.organizationId}>
                  <a href={`/o/${membership.organizationId}`} aria-current={membership.organizationId === organizationId ? 'page' : undefined}>
                    {membership.organizationName}
                  </a>
                </li>
              ))}
              <li>
                <a href="/onboarding">{t('console.shell.newOrganization')}</a>
              </li>
            </ul>
          </details>
        )}
        <div className="console-header__end">
          <LanguageSwitcher />
          <details className="menu menu--end">
            <summary className="menu__button">
              <span className="visually-hidden">{t('console.shell.accountMenu')}: </span>
              {me.user.name}
            </summary>
            <ul className="menu__list">
              <li>
                <a href="/account">{t('console.shell.account')}</a>
              </li>
              <li>
                <form method="post" action="/sign-out">
                  <CsrfField />
                  <button type="submit" className="link-button">
                    {t('console.shell.signOut')}
                  </button>
                </form>
              </li>
            </ul>
          </details>
        </div>
      </header>
      <div className="console-body">
        {nav}
        <main id="main" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
