import { endpoints, voucherStatuses } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Pagination } from '@direct/ui';
import { useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { paginationItems } from './pagination-items.ts';
import { DeletePanel } from './components/change-panels.tsx';
import { AddLink, DoneNotice, EmptyState, FilterForm, useParams } from './components/list-parts.tsx';
import { VoucherForm } from './components/voucher-form.tsx';
import { VouchersTable } from './components/vouchers-table.tsx';
import { withParams } from './list-view.ts';
import { loadPricingContext, organizationIdOf, pricingAnswer } from './pricing.server.ts';
import { voucherQuery, vouchersAction } from './vouchers.server.ts';
import type { Route } from './+types/vouchers.route';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const query = voucherQuery(new URL(request.url).searchParams);
  const [pricing, page] = await orNotFound(
    Promise.all([loadPricingContext(token, organizationId, request.signal), hostCall(endpoints.hostListVouchers, token, { params: { organizationId }, query, signal: request.signal })]),
  );
  // Whether the organization has any voucher at all (the empty state), when a filter found none.
  const filtered = query.q !== undefined || query.status !== 'all';
  const any = page.meta.total > 0 || (filtered && (await hostCall(endpoints.hostListVouchers, token, { params: { organizationId }, query: { limit: 1 }, signal: request.signal })).meta.total > 0);
  return { pricing, page, query, any, now: new Date().toISOString() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const pricing = await loadPricingContext(token, organizationId, request.signal);
  const result = await vouchersAction({ request, token, organizationId, currencies: pricing.currencies });
  return pricingAnswer(result);
}

export default function Vouchers() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { pricing, page, query, any, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const params = useParams();
  const canWrite = roleAllows(organization.role, 'rates:write');
  const totalPages = Math.max(1, Math.ceil(page.meta.total / page.meta.limit));
  const editing = params.get('edit');
  const edited = page.data.find((voucher) => String(voucher.id) === editing) ?? null;
  const deleting = page.data.find((voucher) => String(voucher.id) === params.get('delete'));
  const title = t('consolePricing.vouchers.title');
  const state = { sort: query.sort, order: query.order, q: query.q ?? '' };
  return (
    <section aria-labelledby="pricing-page-title">
      <title>{t('console.meta.title', { page: `${title} · ${t('consolePricing.nav.title')}` })}</title>
      <h2 id="pricing-page-title">{title}</h2>
      <p>{t('consolePricing.vouchers.intro')}</p>
      <DoneNotice />
      {!any ? (
        <EmptyState title={t('consolePricing.vouchers.emptyTitle')} text={t('consolePricing.vouchers.empty')} action={canWrite && <AddLink label={t('consolePricing.vouchers.add')} />} />
      ) : (
        <>
          <div className="pricing-toolbar">
            <FilterForm label={t('consolePricing.vouchers.filters.q')} query={state.q} keep={['sort', 'order']}>
              <div className="field">
                <label htmlFor="pricing-filter-status" className="field__label">
                  {t('consolePricing.vouchers.filters.status')}
                </label>
                <select id="pricing-filter-status" name="status" className="field__control" defaultValue={query.status}>
                  {voucherStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`consolePricing.vouchers.status.${status}`)}
                    </option>
                  ))}
                </select>
              </div>
            </FilterForm>
            {canWrite && <AddLink label={t('consolePricing.vouchers.add')} />}
          </div>
          {page.data.length === 0 ? (
            <p>{t('consolePricing.common.noMatch', { query: state.q || t(`consolePricing.vouchers.status.${query.status}`) })}</p>
          ) : (
            <VouchersTable vouchers={page.data} properties={pricing.properties} state={state} canWrite={canWrite} now={new Date(now)} caption={t('consolePricing.vouchers.caption', { page: page.meta.page, pages: totalPages })} />
          )}
          {totalPages > 1 && (
            <Pagination
              label={t('consolePricing.vouchers.pages')}
              items={paginationItems(page.meta.page, totalPages)}
              previous={page.meta.page > 1 ? page.meta.page - 1 : null}
              next={page.meta.page < totalPages ? page.meta.page + 1 : null}
              link={(target, props) => <a href={withParams(params, { page: target, done: null, edit: null, delete: null })} {...props} />}
              texts={{ previous: t('consolePricing.vouchers.previous'), next: t('consolePricing.vouchers.next'), page: (n) => t('consolePricing.vouchers.page', { page: n }) }}
            />
          )}
        </>
      )}
      {canWrite && (editing === 'new' || edited) && (
        <div key={editing}>
          <VoucherForm voucher={edited} properties={pricing.properties} currencies={pricing.currencies} result={result} />
        </div>
      )}
      {canWrite && deleting && (
        <DeletePanel
          question={t('consolePricing.vouchers.deleteQuestion', { code: deleting.code })}
          target={deleting.id}
          version={deleting.version}
          result={result}
          bookingCount={deleting.bookingCount}
          canDeactivate
          hidden={{ code: deleting.code }}
        />
      )}
    </section>
  );
}
