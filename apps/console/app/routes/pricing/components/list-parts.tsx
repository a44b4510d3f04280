import { ButtonLink, Notice, SortHeader as UiSortHeader } from '@direct/ui';
import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { withParams, type ListState } from '../list-view.ts';

// The parts every pricing list shares: what was just done, the empty state, sortable column
// headers and the filter. Links keep the rest of the address (property, sort, filter).

export function useParams(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}

export function DoneNotice() {
  const { t } = useTranslation();
  const done = useParams().get('done');
  if (done !== 'created' && done !== 'saved' && done !== 'deleted' && done !== 'deactivated') return null;
  return (
    <Notice tone="success" className="pricing-notice">
      {t(`consolePricing.done.${done}`)}
    </Notice>
  );
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section className="empty-state" aria-label={title}>
      <h3>{title}</h3>
      <p>{text}</p>
      {action}
    </section>
  );
}

// The design system's sortable header, with this page's address (property, filter kept; back to
// the first page).
export function SortHeader<S extends string>({ column, label, state }: { column: S; label: string; state: ListState<S> }) {
  const { t } = useTranslation();
  const params = useParams();
  const current = state.sort === column;
  const order = current && state.order === 'asc' ? 'desc' : 'asc';
  return (
    <UiSortHeader
      label={label}
      direction={current ? state.order : null}
      sortLabel={`${label} ${t('consolePricing.common.sortBy', { column: label })}`}
      link={(props) => <a href={withParams(params, { sort: column, order, page: null, done: null })} {...props} />}
    />
  );
}

// A GET form: the filter is part of the address, so it can be shared and works without script.
export function FilterForm({ label, query, keep, children }: { label: string; query: string; keep: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <Form method="get" className="form-row pricing-filter" role="search">
      {keep.map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <div className="field">
        <label htmlFor="pricing-filter-q" className="field__label">
          {label}
        </label>
        <input id="pricing-filter-q" className="field__control" type="search" name="q" defaultValue={query} maxLength={60} />
      </div>
      {children}
      <button type="submit" className="button button--secondary">
        {t('consolePricing.common.filter')}
      </button>
      {(query || params.get('status')) && <a href={withParams(params, { q: null, status: null, page: null, done: null })}>{t('consolePricing.common.clearFilter')}</a>}
    </Form>
  );
}

export function AddLink({ label }: { label: string }) {
  const params = useParams();
  return (
    <ButtonLink href={`${withParams(params, { edit: 'new', delete: null, done: null })}#pricing-form`} small>
      {label}
    </ButtonLink>
  );
}

// Edit and delete links of one row; `name` completes them for screen readers.
export function RowActions({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <div className="row-actions">
      <a href={`${withParams(params, { edit: id, delete: null, done: null })}#pricing-form`}>
        {t('consolePricing.common.edit')}
        <span className="visually-hidden"> {name}</span>
      </a>
      <a href={`${withParams(params, { delete: id, edit: null, done: null })}#pricing-delete`}>
        {t('consolePricing.common.delete')}
        <span className="visually-hidden"> {name}</span>
      </a>
    </div>
  );
}
