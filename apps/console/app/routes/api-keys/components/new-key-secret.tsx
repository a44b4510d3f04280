import type { CreatedApiClient } from '@direct/contracts';
import { Notice } from '@direct/ui';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The new key's secret, this once: the API keeps only its hash.
export function NewKeySecret({ created }: { created: z.infer<typeof CreatedApiClient> }) {
  const { t } = useTranslation();
  return (
    <Notice tone="success" boxed>
      <p>
        <strong>{t('console.apiKeys.createdTitle', { name: created.name })}</strong>
      </p>
      <p>{t('console.apiKeys.copyNow')}</p>
      <dl className="details">
        <dt>{t('console.apiKeys.clientId')}</dt>
        <dd>
          <code>{created.clientId}</code>
        </dd>
        <dt>{t('console.apiKeys.clientSecret')}</dt>
        <dd>
          <code className="secret">{created.clientSecret}</code>
        </dd>
      </dl>
      <p className="muted">{t('console.apiKeys.howToUse')}</p>
    </Notice>
  );
}
