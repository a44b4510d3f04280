import { endpoints, type HostBrandDomain } from '@direct/contracts';
import { Badge, Button } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/domains.route';
import { runDomainIntent } from './domains.server.ts';
import styles from './domains.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const targetOf = (params: { organizationId: string; brandId: string }) => ({ organizationId: Number(params.organizationId), brandId: Number(params.brandId) });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const target = targetOf(params);
  const [brand, domains] = await orNotFound(
    Promise.all([
      hostCall(endpoints.hostGetBrand, token, { params: target, signal: request.signal }),
      hostCall(endpoints.hostListBrandDomains, token, { params: target, signal: request.signal }),
    ]),
  );
  return { brand: { id: brand.id, name: brand.name }, domains: domains.data };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const answer = await runDomainIntent(await request.formData(), targetOf(params), token, request.signal);
  if (!answer.ok) return data(answer, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { tone: answer.toast === 'stillPending' ? 'info' : 'success', message: t(`consoleSettings.domains.${answer.toast}`) }, context);
}

// A brand's own domains: add one, see the DNS records to set, check or remove it.
export default function DomainsPage() {
  const { t } = useTranslation();
  const { brand, domains } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const title = t('consoleSettings.domains.title', { brand: brand.name });
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <p>
        <Link to=".." relative="path">{t('consoleSettings.domains.back')}</Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleSettings.domains.intro')}</p>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="domain-add">
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <TextField name="hostname" label={t('consoleSettings.domains.hostname')} hint={t('consoleSettings.domains.hostnameHint')} autoCapitalize="none" spellCheck={false} maxLength={253} defaultValue={valueOf(result, 'hostname')} error={errorOf('hostname')} />
        <Button type="submit">{t('consoleSettings.domains.add')}</Button>
      </Form>
      {domains.length === 0 ? (
        <p>{t('consoleSettings.domains.empty')}</p>
      ) : (
        <ul className="domain-list" aria-label={t('consoleSettings.domains.caption')}>
          {domains.map((domain) => (
            <DomainItem key={domain.id} domain={domain} />
          ))}
        </ul>
      )}
      <p className="muted">{t('consoleSettings.domains.tls')}</p>
    </>
  );
}

function DomainItem({ domain }: { domain: HostBrandDomain }) {
  const { t, lng } = useTranslation();
  const time = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <li className="domain-item">
      <div className="domain-item__head">
        <h2>{domain.hostname}</h2>
        <Badge tone={domain.status === 'verified' ? 'success' : 'warning'}>{t(`consoleSettings.domains.status.${domain.status}`)}</Badge>
      </div>
      {domain.records.length === 0 ? (
        <p className="muted">{t('consoleSettings.domains.platform')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t('consoleSettings.domains.records')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consoleSettings.domains.type')}</th>
                <th scope="col">{t('consoleSettings.domains.name')}</th>
                <th scope="col">{t('consoleSettings.domains.value')}</th>
              </tr>
            </thead>
            <tbody>
              {domain.records.map((record) => (
                <tr key={record.type}>
                  <td>{record.type}</td>
                  <td>
                    <code>{record.name}</code>
                  </td>
                  <td>
                    <code className="domain-item__value">{record.value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {domain.lastCheckedAt && domain.status === 'pending' && <p className="muted">{t('consoleSettings.domains.lastChecked', { when: time.format(new Date(domain.lastCheckedAt)) })}</p>}
      {domain.records.length > 0 && (
        <div className="domain-item__actions">
          {domain.status === 'pending' && (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="check" />
              <input type="hidden" name="domainId" value={domain.id} />
              <Button type="submit" variant="secondary" aria-label={t('consoleSettings.domains.checkLabel', { hostname: domain.hostname })}>
                {t('consoleSettings.domains.checkNow')}
              </Button>
            </Form>
          )}
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="domainId" value={domain.id} />
            <Button type="submit" variant="secondary" aria-label={t('consoleSettings.domains.removeLabel', { hostname: domain.hostname })}>
              {t('consoleSettings.domains.remove')}
            </Button>
          </Form>
        </div>
      )}
    </li>
  );
}
