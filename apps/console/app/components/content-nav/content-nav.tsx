import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation.tsx';

// The content pages' own sections (the console's nav has one "Content" item for them all).
export function ContentNav({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const base = `/o/${organizationId}`;
  return (
    <nav className="content-nav" aria-label={t('consoleContent.nav.sections')}>
      <ul>
        <li>
          <NavLink to={`${base}/blog`}>{t('consoleContent.nav.blog')}</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/destinations`}>{t('consoleContent.nav.destinations')}</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/host-profile`}>{t('consoleContent.nav.hostProfile')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
