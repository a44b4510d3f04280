import { endpoints } from '@direct/contracts';
import { Badge, Button, DataTable } from '@direct/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import type { Route } from './+types/email-templates.route';
import styles from './email-templates.css?url';
import { pageFailure } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

// The automation emails of one brand, per kind and language: the host's text or the default.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const brand = Number(new URL(request.url).searchParams.get('brand'));
  try {
    const list = await hostCall(endpoints.hostListEmailTemplates, token, {
      params: { organizationId: Number(params.organizationId) },
      query: Number.isInteger(brand) && brand > 0 ? { brandId: brand } : {},
      signal: request.signal,
    });
    return { list };
  } catch (error) {
    pageFailure(error);
  }
}

export default function EmailTemplates() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { list } = useLoaderData<typeof loader>();
  const title = t('consoleAutomations.templates.title');
  const brand = list.brands.find((candidate) => candidate.id === list.brandId);
  return (
    <div className="email-templates">
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleAutomations.templates.intro')}</p>
      {list.brands.length > 1 && (
        <Form method="get" className="email-templates__brand">
          <label htmlFor="template-brand">{t('consoleAutomations.templates.brand')}</label>
          <select id="template-brand" name="brand" defaultValue={list.brandId ?? undefined}>
            {list.brands.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" small>
            {t('consoleAutomations.templates.showBrand')}
          </Button>
        </Form>
      )}
      {!brand ? (
        <p className="empty-state">{t('consoleAutomations.templates.noBrands')}</p>
      ) : (
        <DataTable caption={t('consoleAutomations.templates.caption', { brand: brand.name })}>
          <thead>
            <tr>
              <th scope="col">{t('consoleAutomations.templates.kind')}</th>
              <th scope="col">{t('consoleAutomations.templates.language')}</th>
              <th scope="col">{t('consoleAutomations.templates.subject')}</th>
              <th scope="col">{t('consoleAutomations.templates.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('consoleAutomations.templates.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((template) => {
              const kind = t(`consoleAutomations.kinds.${template.kind}`);
              const language = t(`consoleAutomations.languages.${template.language}`);
              return (
                <tr key={`${template.kind}-${template.language}`}>
                  <th scope="row">{kind}</th>
                  <td>{language}</td>
                  <td className="email-templates__subject">{template.subject}</td>
                  <td>{template.custom ? <Badge tone="success">{t('consoleAutomations.templates.custom')}</Badge> : <Badge>{t('consoleAutomations.templates.standard')}</Badge>}</td>
                  <td>
                    <Link to={`/o/${organization.id}/email-templates/${template.brandId}/${template.kind}/${template.language}`} aria-label={t('consoleAutomations.templates.editLabel', { kind, language })}>
                      {t('consoleAutomations.templates.edit')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
