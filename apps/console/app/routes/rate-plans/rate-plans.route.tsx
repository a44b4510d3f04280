import { roleAllows } from '@direct/domain/host-access';
import { Button, Notice } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { failureOf } from '../../lib/forms/rates-form.ts';
import { PlanForm } from './components/plan-form.tsx';
import { loadPlansPage, planAction } from './rate-plans.server.ts';
import type { Route } from './+types/rate-plans.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return loadPlansPage(token, Number(params.organizationId), new URL(request.url), request.signal);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await planAction(await request.formData(), Number(params.organizationId), token, request.signal);
  return data(result, { status: result.ok ? 200 : result.fieldErrors['version'] === 'stale' ? 409 : 400 });
}

export default function RatePlans() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { properties, property, policies, plans, editing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const canWrite = roleAllows(organization.role, 'rates:write');
  const base = `/o/${organization.id}/rates`;
  const title = t('consoleRates.plans.title');
  const deleteFailure = failureOf(result, 'delete');
  const nameOf = (id: number | null) => plans.find((plan) => plan.id === id)?.name ?? '';
  const here = property ? `${base}/plans?propertyId=${property.id}` : `${base}/plans`;
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleRates.plans.intro')}</p>
      <nav className="button-row rates-subnav" aria-label={t('consoleRates.nav.rates')}>
        <Link to={`${base}${property ? `?propertyId=${property.id}` : ''}`}>{t('consoleRates.plans.openCalendar')}</Link>
        <Link to={`${base}/policies`}>{t('consoleRates.nav.policies')}</Link>
      </nav>
      {!property ? (
        <Notice tone="info" boxed>
          {t('consoleRates.calendar.noProperties')}
        </Notice>
      ) : (
        <>
          {properties.length > 1 && (
            <Form method="get" className="form-row">
              <label htmlFor="plans-property">{t('consoleRates.picker.property')}</label>
              <select id="plans-property" name="propertyId" defaultValue={property.id}>
                {properties.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
              <Button type="submit" variant="secondary" small>
                {t('consoleRates.picker.show')}
              </Button>
            </Form>
          )}
          {result?.ok && <Notice tone="success">{t(result.intent === 'create' ? 'consoleRates.plans.created' : result.intent === 'delete' ? 'consoleRates.plans.deleted' : 'consoleRates.plans.saved')}</Notice>}
          {deleteFailure && (
            <Notice tone="error" boxed className="form-summary">
              {deleteFailure.detail ?? t('console.formErrors.invalid')}
            </Notice>
          )}
          {plans.length === 0 ? (
            <p>{t('consoleRates.plans.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">{t('consoleRates.plans.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('consoleRates.plans.name')}</th>
                    <th scope="col">{t('consoleRates.plans.pricing')}</th>
                    <th scope="col">{t('consoleRates.plans.policy')}</th>
                    <th scope="col">{t('consoleRates.plans.mealPlan')}</th>
                    <th scope="col">{t('consoleRates.plans.payment')}</th>
                    <th scope="col">{t('consoleRates.plans.status')}</th>
                    {canWrite && (
                      <th scope="col">
                        <span className="visually-hidden">{t('consoleRates.plans.edit')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {plans.map((plan) => (
                    <tr key={plan.id}>
                      <th scope="row">{plan.name}</th>
                      <td>{plan.parentRatePlanId ? t('consoleRates.plans.derivedSummary', { percent: plan.derivedPercent ?? 0, parent: nameOf(plan.parentRatePlanId) }) : t('consoleRates.plans.ownPrices')}</td>
                      <td>{plan.cancellationPolicy.name}</td>
                      <td>{t(`consoleRates.plans.mealPlans.${plan.mealPlan}`)}</td>
                      <td>{t('consoleRates.plans.paymentSummary', { percent: plan.prepaymentPercent })}</td>
                      <td>{plan.isActive ? t('consoleRates.plans.activeStatus') : t('consoleRates.plans.inactiveStatus')}</td>
                      {canWrite && (
                        <td>
                          <div className="row-actions">
                            <Link className="button button--secondary button--small" to={`${here}&edit=${plan.id}#plan-form`} aria-label={t('consoleRates.plans.editLabel', { name: plan.name })}>
                              {t('consoleRates.plans.edit')}
                            </Link>
                            <Form method="post" className="inline-form">
                              <CsrfField />
                              <input type="hidden" name="intent" value="delete" />
                              <input type="hidden" name="ratePlanId" value={plan.id} />
                              <Button type="submit" variant="quiet" small aria-label={t('consoleRates.plans.deleteLabel', { name: plan.name })}>
                                {t('consoleRates.plans.delete')}
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
          {canWrite &&
            (policies.length === 0 ? (
              <Notice tone="info" boxed className="panel">
                {t('consoleRates.plans.needPolicy')} <Link to={`${base}/policies`}>{t('consoleRates.nav.policies')}</Link>
              </Notice>
            ) : (
              <PlanForm propertyId={property.id} plans={plans} policies={policies} editing={editing} result={result} cancelHref={here} />
            ))}
        </>
      )}
    </>
  );
}
