import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useConsent } from './consent-context.tsx';

// The footer's way back to the choice: a link that works without JavaScript (?cookie-settings
// makes the server show the banner), reopening it in place with JavaScript.
export function CookieSettingsLink() {
  const { t } = useTranslation();
  const consent = useConsent();
  const { pathname } = useLocation();
  if (!consent) return null;
  return (
    <p>
      <a
        href={`${pathname}?cookie-settings`}
        className="site-footer__cookies"
        onClick={(event) => {
          event.preventDefault();
          consent.reopen();
        }}
      >
        {t('consent.settings')}
      </a>
    </p>
  );
}
