import { Button, ButtonLink, Notice } from '@direct/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary } from '../../../components/form-messages.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { withParams } from '../list-view.ts';
import type { PricingFailure } from '../pricing.server.ts';
import { useParams } from './list-parts.tsx';

// The create/edit form's frame and the delete confirmation, with the API's refusals said in the
// host's language: someone else's change (stale), a row in use by bookings, a row gone.

const failureOf = (result: unknown, intents: readonly string[]): PricingFailure | undefined => {
  const failure = result as PricingFailure | undefined;
  return failure && failure.ok === false && intents.includes(failure.intent) ? failure : undefined;
};

function RefusalNotice({ failure, count }: { failure: PricingFailure; count?: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [failure]);
  const text =
    failure.refusal === 'stale'
      ? t(failure.intent === 'save' ? 'consolePricing.refusals.stale' : 'consolePricing.refusals.staleDelete')
      : failure.refusal === 'in_use'
        ? t('consolePricing.refusals.inUse', { count: count ?? 1 })
        : t('consolePricing.refusals.notFound');
  return (
    <Notice tone="error" boxed focusable ref={ref} className="form-summary">
      {text}
    </Notice>
  );
}

export function FormPanel({ title, result, children, target, version }: { title: string; result: unknown; children: ReactNode; target: number | null; version: number | null }) {
  const { t } = useTranslation();
  const params = useParams();
  const failure = failureOf(result, ['save']);
  return (
    <section className="panel pricing-form" id="pricing-form" aria-labelledby="pricing-form-title">
      <h3 id="pricing-form-title">{title}</h3>
      {failure?.refusal ? <RefusalNotice failure={failure} /> : <FormErrorSummary result={failure} />}
      <Form method="post" noValidate className="pricing-form__fields">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        {target !== null && <input type="hidden" name="target" value={target} />}
        {version !== null && <input type="hidden" name="version" value={version} />}
        {children}
        <div className="button-row">
          <Button type="submit">{t('consolePricing.common.save')}</Button>
          <ButtonLink variant="quiet" href={withParams(params, { edit: null, done: null })}>
            {t('consolePricing.common.cancel')}
          </ButtonLink>
        </div>
      </Form>
    </section>
  );
}

// The confirmation of a delete. A row some booking has can't be deleted: the refusal says how
// many bookings, and offers to deactivate it instead when the row can be (add-ons, vouchers).
export function DeletePanel({
  question,
  target,
  version,
  result,
  bookingCount,
  canDeactivate = false,
  hidden = {},
}: {
  question: string;
  target: number;
  version: number;
  result: unknown;
  bookingCount?: number;
  canDeactivate?: boolean;
  // What the deactivating post needs to find the row again (a voucher's code).
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const failure = failureOf(result, ['delete', 'deactivate']);
  return (
    <section className="panel pricing-delete" id="pricing-delete" aria-labelledby="pricing-delete-title">
      <h3 id="pricing-delete-title">{question}</h3>
      {failure && (failure.refusal ? <RefusalNotice failure={failure} {...(bookingCount === undefined ? {} : { count: bookingCount })} /> : <FormErrorSummary result={failure} />)}
      <p>{t('consolePricing.common.deleteHint')}</p>
      <div className="button-row">
        {failure?.refusal === 'in_use' && canDeactivate ? (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="deactivate" />
            <input type="hidden" name="target" value={target} />
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit">{t('consolePricing.refusals.deactivate')}</Button>
          </Form>
        ) : (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="target" value={target} />
            <input type="hidden" name="version" value={version} />
            <Button type="submit">{t('consolePricing.common.delete')}</Button>
          </Form>
        )}
        <ButtonLink variant="quiet" href={withParams(params, { delete: null, done: null })}>
          {t('consolePricing.common.cancel')}
        </ButtonLink>
      </div>
    </section>
  );
}
