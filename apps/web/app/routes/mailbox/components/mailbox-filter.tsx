import { Button } from '@direct/ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// A plain GET form (works without JavaScript): ?to= filters by recipient, page 1 again.
export function MailboxFilter({ action, to }: { action: string; to: string | undefined }) {
  const { t } = useTranslation();
  return (
    <form method="get" action={action} className="mailbox-filter" role="search" aria-labelledby="mailbox-filter-legend">
      <p id="mailbox-filter-legend" className="visually-hidden">
        {t('mailbox.filter.legend')}
      </p>
      <div className="mailbox-filter__field">
        <label htmlFor="mailbox-to" className="mailbox-filter__label">
          {t('mailbox.filter.label')}
        </label>
        <input
          id="mailbox-to"
          name="to"
          type="search"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          defaultValue={to ?? ''}
          aria-describedby="mailbox-to-hint"
          className="mailbox-filter__input"
        />
        <p id="mailbox-to-hint" className="mailbox-filter__hint">
          {t('mailbox.filter.hint')}
        </p>
      </div>
      <div className="mailbox-filter__actions">
        <Button type="submit">{t('mailbox.filter.submit')}</Button>
        {to !== undefined && (
          <Link to={action} className="mailbox-filter__clear">
            {t('mailbox.filter.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
