import type { HostApiClient } from '@direct/contracts';
import { Badge, Button, DataTable } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

export function ApiKeysTable({ keys }: { keys: HostApiClient[] }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  if (keys.length === 0) return <p className="empty-state">{t('console.apiKeys.empty')}</p>;
  return (
    <DataTable caption={t('console.apiKeys.listTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('console.apiKeys.name')}</th>
          <th scope="col">{t('console.apiKeys.clientId')}</th>
          <th scope="col">{t('console.apiKeys.permissions')}</th>
          <th scope="col">{t('console.apiKeys.created')}</th>
          <th scope="col">{t('console.apiKeys.lastUsed')}</th>
          <th scope="col">{t('console.apiKeys.status')}</th>
          <th scope="col">{t('console.team.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <th scope="row">{key.name}</th>
            <td>
              <code>{key.clientId}</code>
            </td>
            <td>{key.role ? t(`console.roles.${key.role}`) : key.scopes.join(', ')}</td>
            <td>{date.format(new Date(key.createdAt))}</td>
            <td>{key.lastUsedAt ? date.format(new Date(key.lastUsedAt)) : t('console.apiKeys.never')}</td>
            <td>{key.isActive ? <Badge tone="success">{t('console.apiKeys.active')}</Badge> : <Badge>{t('console.apiKeys.revokedBadge')}</Badge>}</td>
            <td>
              {key.isActive && (
                <Form method="post" className="inline-form">
                  <CsrfField />
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="target" value={key.id} />
                  <Button type="submit" small variant="quiet">
                    {t('console.apiKeys.revoke')}
                    <span className="visually-hidden"> {key.name}</span>
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
