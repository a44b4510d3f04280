import { cancellationKindValues, endpoints, type HostCancellationPolicy } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field, Notice } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { failureOf, fieldErrorOf, type RatesResult } from '../../lib/forms/rates-form.ts';
import { policyAction } from './cancellation-policies.server.ts';
import { tierRows } from './policy-tiers.ts';
import type { Route } from './+types/cancellation-policies.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const { data: policies } = await hostCall(endpoints.hostListCancellationPolicies, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  const editId = Number(new URL(request.url).searchParams.get('edit'));
  return { policies, editing: policies.find((policy) => policy.id === editId) ?? null };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await policyAction(await request.formData(), Number(params.organizationId), token, request.signal);
  return data(result, { status: result.ok ? 200 : result.fieldErrors['version'] === 'stale' ? 409 : 400 });
}

export default function CancellationPolicies() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { policies, editing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const canWrite = roleAllows(organization.role, 'rates:write');
  const base = `/o/${organization.id}/rates`;
  const title = t('consoleRates.policies.title');
  const deleteFailure = failureOf(result, 'delete');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleRates.policies.intro')}</p>
      <nav className="button-row rates-subnav" aria-label={t('consoleRates.nav.rates')}>
        <Link to={base}>{t('consoleRates.plans.openCalendar')}</Link>
        <Link to={`${base}/plans`}>{t('consoleRates.nav.plans')}</Link>
      </nav>
      {result?.ok && <Notice tone="success">{t(result.intent === 'create' ? 'consoleRates.policies.created' : result.intent === 'delete' ? 'consoleRates.policies.deleted' : 'consoleRates.policies.saved')}</Notice>}
      {deleteFailure && (
        <Notice tone="error" boxed className="form-summary">
          {deleteFailure.detail ?? t('console.formErrors.invalid')}
        </Notice>
      )}
      {policies.length === 0 ? (
        <p>{t('consoleRates.policies.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consoleRates.policies.name')}</th>
                <th scope="col">{t('consoleRates.policies.kind')}</th>
                <th scope="col">{t('consoleRates.policies.rules')}</th>
                <th scope="col">{t('consoleRates.plans.title')}</th>
                {canWrite && (
                  <th scope="col">
                    <span className="visually-hidden">{t('consoleRates.policies.edit')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {policies.map((policy) => (
                <tr key={policy.id}>
                  <th scope="row">{policy.name}</th>
                  <td>{t(`consoleRates.policies.kinds.${policy.kind}`)}</td>
                  <td>{policy.rules.length === 0 ? t('consoleRates.policies.noRefund') : policy.rules.map((rule) => t('consoleRates.policies.ruleSummary', { days: rule.daysBeforeArrival, percent: rule.refundPercent })).join(' · ')}</td>
                  <td>{t('consoleRates.policies.usedBy', { count: policy.ratePlanCount })}</td>
                  {canWrite && (
                    <td>
                      <div className="row-actions">
                        <Link className="button button--secondary button--small" to={`?edit=${policy.id}#policy-form`} aria-label={t('consoleRates.policies.editLabel', { name: policy.name })}>
                          {t('consoleRates.policies.edit')}
                        </Link>
                        <Form method="post" className="inline-form">
                          <CsrfField />
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="policyId" value={policy.id} />
                          <Button type="submit" variant="quiet" small aria-label={t('consoleRates.policies.deleteLabel', { name: policy.name })}>
                            {t('consoleRates.policies.delete')}
                          </Button>
                        </Form>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && <PolicyForm editing={editing} result={result} />}
    </>
  );
}

function PolicyForm({ editing, result }: { editing: HostCancellationPolicy | null; result: RatesResult | undefined }) {
  const { t } = useTranslation();
  const intent = editing ? 'update' : 'create';
  const failed = failureOf(result, intent);
  const errorOf = fieldErrorOf(t, result, intent);
  const stale = failed?.fieldErrors['version'] === 'stale';
  const kept = (field: string, current: string) => failed?.values[field] ?? current;
  const formKey = `${editing?.id ?? 'new'}-${editing?.version ?? 0}-${result ? JSON.stringify(result).length : 0}`;
  return (
    <section className="panel" aria-labelledby="policy-form-title" id="policy-form">
      <h2 id="policy-form-title">{editing ? t('consoleRates.policies.editTitle', { name: editing.name }) : t('consoleRates.policies.createTitle')}</h2>
      {failed && (
        <Notice tone="error" boxed className="form-summary">
          {stale ? t('consoleRates.errors.stale') : (failed.detail ?? (errorOf('rules') || t('console.formErrors.fixFields', { count: Object.keys(failed.fieldErrors).length })))}
        </Notice>
      )}
      <Form method="post" className="form-stack" key={formKey}>
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {editing && <input type="hidden" name="policyId" value={editing.id} />}
        {editing && <input type="hidden" name="version" value={editing.version} />}
        <Field id="policy-name" label={t('consoleRates.policies.name')} error={errorOf('name')} required requiredText={t('console.forms.required')}>
          {(control) => <input name="name" maxLength={120} {...control} defaultValue={kept('name', editing?.name ?? '')} />}
        </Field>
        <Field id="policy-kind" label={t('consoleRates.policies.kind')} error={errorOf('kind')}>
          {(control) => (
            <select name="kind" {...control} defaultValue={kept('kind', editing?.kind ?? 'flexible')}>
              {cancellationKindValues.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`consoleRates.policies.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="checkbox-group">
          <legend>{t('consoleRates.policies.rules')}</legend>
          <p className="field__hint">{t('consoleRates.policies.rulesHint')}</p>
          {Array.from({ length: tierRows }, (_, n) => {
            const rule = editing?.rules[n];
            return (
              <div className="form-row" key={n} role="group" aria-label={t('consoleRates.policies.tier', { n: n + 1 })}>
                <Field id={`policy-days-${n}`} label={t('consoleRates.policies.days')} error={errorOf(`days.${n}`)}>
                  {(control) => <input name={`days.${n}`} type="number" min={0} max={365} {...control} defaultValue={kept(`days.${n}`, rule ? String(rule.daysBeforeArrival) : n === 0 && !editing ? '7' : '')} />}
                </Field>
                <Field id={`policy-refund-${n}`} label={t('consoleRates.policies.refund')} error={errorOf(`refund.${n}`)}>
                  {(control) => <input name={`refund.${n}`} type="number" min={0} max={100} {...control} defaultValue={kept(`refund.${n}`, rule ? String(rule.refundPercent) : n === 0 && !editing ? '100' : '')} />}
                </Field>
              </div>
            );
          })}
        </fieldset>
        <div className="button-row">
          <Button type="submit">{editing ? t('consoleRates.policies.save') : t('consoleRates.policies.create')}</Button>
          {editing && (
            <Link className="button button--quiet" to=".">
              {t('consoleRates.policies.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
