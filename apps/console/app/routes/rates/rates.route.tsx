import { roleAllows } from '@direct/domain/host-access';
import { Notice } from '@direct/ui';
import { useState } from 'react';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { BlocksSection, type BlockDraft } from './components/blocks-section.tsx';
import { BulkForm } from './components/bulk-form.tsx';
import { CsvSection } from './components/csv-section.tsx';
import { RatesGrid, type GridSelection } from './components/rates-grid.tsx';
import { RatesPickers } from './components/rates-pickers.tsx';
import { addBlock, bulkUpdate, importCsv, removeBlock } from './rates-actions.server.ts';
import { loadRatesPage, viewOf } from './rates-data.server.ts';
import { addMonths } from './rates-months.ts';
import type { RatesResult } from '../../lib/forms/rates-form.ts';
import type { Route } from './+types/rates.route';
import ratesStyles from './rates.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ratesStyles }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const view = viewOf(new URL(request.url), new Date());
  return loadRatesPage(token, Number(params.organizationId), view, request.signal);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const form = await request.formData();
  const organizationId = Number(params.organizationId);
  const propertyId = Number(form.get('propertyId') ?? url.searchParams.get('propertyId'));
  const call = { token, organizationId, propertyId, signal: request.signal };
  const intent = textOf(form, 'intent');
  const result: RatesResult =
    intent === 'bulk'
      ? await bulkUpdate(form, call)
      : intent === 'add-block'
        ? await addBlock(form, call)
        : intent === 'remove-block'
          ? await removeBlock(form, call)
          : intent === 'import'
            ? await importCsv(form, call)
            : { ok: false, intent, fieldErrors: {}, formError: 'invalid', values: {} };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Rates() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [selection, setSelection] = useState<GridSelection | null>(null);
  const [focusToken, setFocusToken] = useState(0);
  const [blockDraft, setBlockDraft] = useState<BlockDraft | null>(null);
  const canWrite = roleAllows(organization.role, 'rates:write');
  const title = t('consoleRates.calendar.title');
  const base = `/o/${organization.id}/rates`;
  const { view, property, calendar } = page;
  const query = (month: string) => `?propertyId=${view.propertyId ?? ''}&ratePlanId=${view.ratePlanId ?? ''}&from=${month}&months=${view.months}`;

  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleRates.calendar.intro')}</p>
      <nav className="button-row rates-subnav" aria-label={t('consoleRates.nav.rates')}>
        <Link to={`${base}/plans${view.propertyId ? `?propertyId=${view.propertyId}` : ''}`}>{t('consoleRates.nav.plans')}</Link>
        <Link to={`${base}/policies`}>{t('consoleRates.nav.policies')}</Link>
      </nav>
      {!property ? (
        <Notice tone="info" boxed>
          {t('consoleRates.calendar.noProperties')}
        </Notice>
      ) : (
        <>
          <RatesPickers properties={page.properties} property={property} view={view} earlier={query(addMonths(view.month, -view.months))} later={query(addMonths(view.month, view.months))} />
          {!calendar ? (
            <Notice tone="info" boxed>
              {t('consoleRates.calendar.noPlans')} <Link to={`${base}/plans?propertyId=${property.id}`}>{t('consoleRates.calendar.createPlan')}</Link>
            </Notice>
          ) : (
            <div className={canWrite ? 'rates-layout' : undefined}>
              <div className="rates-layout__grid">
                {calendar.ratePlan.parentRatePlanId !== null && (
                  <p className="muted">
                    {t('consoleRates.calendar.derivedNote', {
                      parent: property.ratePlans.find((plan) => plan.id === calendar.ratePlan.parentRatePlanId)?.name ?? '',
                      percent: calendar.ratePlan.derivedPercent ?? 0,
                    })}
                  </p>
                )}
                <RatesGrid
                  calendar={calendar}
                  onEdit={(chosen, focusEditor) => {
                    setSelection(chosen);
                    if (focusEditor) setFocusToken((token) => token + 1);
                  }}
                />
                <Legend />
              </div>
              {canWrite && (
                <BulkForm
                  property={property}
                  ratePlanId={calendar.ratePlan.id}
                  defaults={{ from: calendar.dates[0]! < page.today ? page.today : calendar.dates[0]!, to: calendar.dates.at(-1)! }}
                  selection={selection}
                  focusToken={focusToken}
                  result={result}
                  onBlockSelection={(chosen) => setBlockDraft({ unitTypeId: chosen.unitTypeIds[0]!, from: chosen.from, to: nextDay(chosen.to), token: Date.now() })}
                />
              )}
            </div>
          )}
          {canWrite && <BlocksSection property={property} blocks={page.blocks} draft={blockDraft} result={result} />}
          <CsvSection propertyId={property.id} exportHref={`${base}/export?propertyId=${property.id}&from=${view.month}-01&to=${page.to}`} result={result} canImport={canWrite} />
        </>
      )}
    </>
  );
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function Legend() {
  const { t } = useTranslation();
  return (
    <div className="rates-legend">
      <h2 className="visually-hidden">{t('consoleRates.calendar.legend')}</h2>
      <ul>
        <li>
          <span className="rates-legend__swatch rate-cell--partly" aria-hidden="true" /> {t('consoleRates.calendar.legendPartly')}
        </li>
        <li>
          <span className="rates-legend__swatch rate-cell--full" aria-hidden="true" /> {t('consoleRates.calendar.legendFull')}
        </li>
        <li>
          <span className="rates-legend__swatch rate-cell--blocked" aria-hidden="true" /> {t('consoleRates.calendar.legendBlocked')}
        </li>
        <li className="muted">{t('consoleRates.calendar.legendMarkers')}</li>
      </ul>
    </div>
  );
}
