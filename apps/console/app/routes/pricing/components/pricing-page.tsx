import type { PricingProperty } from '@direct/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { listState, shownRows, type ListState } from '../list-view.ts';
import { DeletePanel } from './change-panels.tsx';
import { AddLink, DoneNotice, EmptyState, FilterForm, useParams } from './list-parts.tsx';
import { PropertyPicker } from './property-picker.tsx';

// One page of the pricing: its title and purpose, what was just done, the empty state or the
// filtered and sorted table, the open form and the delete being confirmed. The pages differ in
// their texts, table and form only.

type Row = { id: number; version: number; bookingCount?: number };

export type PricingTexts = { title: string; intro: string; emptyTitle: string; empty: string; add: string; filterLabel: string; deleteQuestion: (name: string) => string };

export function PricingPage<R extends Row, S extends string>(props: {
  texts: PricingTexts;
  rows: readonly R[];
  canWrite: boolean;
  result: unknown;
  sorts: readonly S[];
  columns: Record<S, (row: R) => string | number>;
  nameOf: (row: R) => string;
  table: (rows: R[], state: ListState<S>) => ReactNode;
  form: (row: R | null) => ReactNode;
  // Property pages: the picker, and nothing but a note without any property.
  property?: { properties: readonly PricingProperty[]; chosen: PricingProperty | null };
  // Rows bookings refer to may be deactivated instead of deleted.
  canDeactivate?: boolean;
}) {
  const { t } = useTranslation();
  const { texts, rows, canWrite } = props;
  const params = useParams();
  const state = listState(params, props.sorts, props.sorts[0]!);
  const shown = shownRows(rows, state, props.columns, props.nameOf);
  const editing = params.get('edit');
  const edited = rows.find((row) => String(row.id) === editing) ?? null;
  const deleting = rows.find((row) => String(row.id) === params.get('delete'));
  const noProperty = props.property !== undefined && props.property.chosen === null;
  return (
    <section aria-labelledby="pricing-page-title">
      <title>{t('console.meta.title', { page: `${texts.title} · ${t('consolePricing.nav.title')}` })}</title>
      <h2 id="pricing-page-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      {noProperty ? (
        <EmptyState title={texts.title} text={t('consolePricing.common.noProperties')} />
      ) : (
        <>
          {props.property?.chosen && <PropertyPicker properties={props.property.properties} chosen={props.property.chosen} />}
          <DoneNotice />
          {rows.length === 0 ? (
            <EmptyState title={texts.emptyTitle} text={texts.empty} action={canWrite && <AddLink label={texts.add} />} />
          ) : (
            <>
              <div className="pricing-toolbar">
                <FilterForm label={texts.filterLabel} query={state.q} keep={['property', 'sort', 'order']} />
                {canWrite && <AddLink label={texts.add} />}
              </div>
              {shown.length === 0 ? <p>{t('consolePricing.common.noMatch', { query: state.q })}</p> : props.table(shown, state)}
            </>
          )}
          {canWrite && (editing === 'new' || edited) && <div key={editing}>{props.form(edited)}</div>}
          {canWrite && deleting && (
            <DeletePanel
              question={texts.deleteQuestion(props.nameOf(deleting))}
              target={deleting.id}
              version={deleting.version}
              result={props.result}
              canDeactivate={props.canDeactivate ?? false}
              {...(deleting.bookingCount === undefined ? {} : { bookingCount: deleting.bookingCount })}
            />
          )}
        </>
      )}
    </section>
  );
}
