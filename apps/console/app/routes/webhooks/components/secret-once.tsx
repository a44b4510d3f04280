import { Notice } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// A signing secret, this once (after adding an endpoint or asking for a new secret).
export function SecretOnce({ title, url, secret }: { title: string; url: string; secret: string }) {
  const { t } = useTranslation();
  return (
    <Notice tone="success" boxed>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{t('consoleWebhooks.copyNow')}</p>
      <dl className="details">
        <dt>{t('consoleWebhooks.url')}</dt>
        <dd>
          <code>{url}</code>
        </dd>
        <dt>{t('consoleWebhooks.secret')}</dt>
        <dd>
          <code className="secret">{secret}</code>
        </dd>
      </dl>
    </Notice>
  );
}
