import { ApiError } from '@direct/api-client';
import { endpoints } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import styles from './booking-actions.css?url';
import { actionFailureOf, newIdempotencyKey } from './booking-actions.server.ts';
import { ActionRefusal } from './components/booking-summary.tsx';
import { PricePreview } from './components/price-preview.tsx';
import type { Route } from './+types/new-booking.route';

// A booking taken by phone or email: first "Show price" (the API's quote for the selection, with
// the cancellation policy, so the host can tell the guest before confirming), then the same
// request as the website's (quote, hold, no-overlap constraint), then the booking's payment page,
// where the host records or links the payment.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const fields = ['source', 'brand', 'offer', 'check_in', 'check_out', 'adults', 'children', 'first_name', 'last_name', 'email', 'phone', 'language', 'send_payment_link', 'idempotency_key'];
const languages = ['en', 'de', 'pt'] as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const properties = await hostCall(endpoints.hostListRatesProperties, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  // One choice per property, unit type and active plan: a plain select, no script needed.
  const offers = properties.data.flatMap((property) =>
    property.unitTypes.flatMap((unitType) =>
      property.ratePlans.filter((plan) => plan.isActive).map((plan) => ({ value: `${property.id}:${unitType.id}:${plan.id}`, label: `${property.name} · ${unitType.name} · ${plan.name}` })),
    ),
  );
  return { offers, idempotencyKey: newIdempotencyKey() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const values = keptValues(form, fields);
  const [property, unitType, ratePlan] = textOf(form, 'offer').split(':').map(Number);
  const language = textOf(form, 'language');
  const phone = textOf(form, 'phone').trim();
  const selection = {
    brand: Number(textOf(form, 'brand')),
    property: property ?? Number.NaN,
    unit_type: unitType ?? Number.NaN,
    rate_plan: ratePlan ?? Number.NaN,
    check_in: textOf(form, 'check_in'),
    check_out: textOf(form, 'check_out'),
    adults: Number(textOf(form, 'adults') || Number.NaN),
    children: Number(textOf(form, 'children') || 0),
    pets: 0,
    add_ons: [],
    voucher_codes: [],
  };
  try {
    if (textOf(form, 'intent') === 'quote') {
      const preview = await hostCall(endpoints.hostQuoteBooking, token, { params: { organizationId: Number(params.organizationId) }, body: selection, signal: request.signal });
      return { ok: 'quote' as const, preview, values };
    }
    const created = await hostCall(endpoints.hostCreateBooking, token, {
      params: { organizationId: Number(params.organizationId) },
      body: {
        idempotency_key: textOf(form, 'idempotency_key'),
        source: textOf(form, 'source') === 'email' ? 'email' : 'phone',
        ...selection,
        guest: { first_name: textOf(form, 'first_name'), last_name: textOf(form, 'last_name'), email: textOf(form, 'email'), phone },
        language: (languages as readonly string[]).includes(language) ? (language as 'en') : 'en',
        send_payment_link: textOf(form, 'send_payment_link') === 'on',
      },
      signal: request.signal,
    });
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(`/o/${params.organizationId}/bookings/${created.bookingId}/payment`, { message: t('consoleBookingActions.create.done', { code: created.code }) }, context);
  } catch (error) {
    // The guest's fields come back as guest.<field>, the selection's as the offer's parts.
    if (error instanceof ApiError) {
      for (const problem of error.fields) {
        if (problem.field.startsWith('guest.')) problem.field = problem.field.slice('guest.'.length);
        else if (['property', 'unit_type', 'rate_plan', 'brand'].includes(problem.field)) problem.field = problem.field === 'brand' ? 'brand' : 'offer';
      }
    }
    const failure = actionFailureOf(error, fields, values);
    // A refused booking keeps showing its price (when the selection still has one) and the button.
    const preview = await hostCall(endpoints.hostQuoteBooking, token, { params: { organizationId: Number(params.organizationId) }, body: selection, signal: request.signal }).catch(() => undefined);
    return data({ ...failure, ...(preview ? { preview } : {}) }, { status: failure.detail ? 409 : 400 });
  }
}

export default function NewBooking() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { offers, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const preview = result && 'preview' in result ? result.preview : undefined;
  const kept = (field: string, fallback: string) => (result && 'ok' in result ? result.values[field] : undefined) ?? valueOf(result, field, fallback);
  const title = t('consoleBookingActions.create.title');
  const required = { required: true, requiredText: t('consoleBookingActions.common.required') };
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleBookingActions.create.intro')}</p>
      <ActionRefusal result={result} />
      <Form method="post" noValidate className="form-stack booking-action-form" aria-label={title}>
        <CsrfField />
        <input type="hidden" name="idempotency_key" value={kept('idempotency_key', idempotencyKey)} />
        <fieldset className="checkbox-group">
          <legend>{t('consoleBookingActions.create.source')}</legend>
          {(['phone', 'email'] as const).map((source) => (
            <label key={source}>
              <input type="radio" name="source" value={source} defaultChecked={kept('source', 'phone') === source} /> {t(`consoleBookingActions.create.sources.${source}`)}
            </label>
          ))}
        </fieldset>
        <Field id="new-brand" label={t('consoleBookingActions.create.brand')} error={errorOf('brand')}>
          {(control) => (
            <select name="brand" {...control} defaultValue={kept('brand', String(organization.brands[0]?.id ?? ''))}>
              {organization.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="new-offer" label={t('consoleBookingActions.create.offer')} error={errorOf('offer')} {...required}>
          {(control) => (
            <select name="offer" {...control} defaultValue={kept('offer', offers[0]?.value ?? '')}>
              {offers.map((offer) => (
                <option key={offer.value} value={offer.value}>
                  {offer.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-row">
          <Field id="new-check-in" label={t('consoleBookingActions.change.checkIn')} error={errorOf('check_in')} {...required}>
            {(control) => <input type="date" name="check_in" {...control} defaultValue={kept('check_in', '')} />}
          </Field>
          <Field id="new-check-out" label={t('consoleBookingActions.change.checkOut')} error={errorOf('check_out')} {...required}>
            {(control) => <input type="date" name="check_out" {...control} defaultValue={kept('check_out', '')} />}
          </Field>
          <Field id="new-adults" label={t('consoleBookingActions.change.adults')} error={errorOf('adults')} {...required}>
            {(control) => <input type="number" name="adults" min={1} max={50} {...control} defaultValue={kept('adults', '2')} />}
          </Field>
          <Field id="new-children" label={t('consoleBookingActions.change.children')} error={errorOf('children')}>
            {(control) => <input type="number" name="children" min={0} max={50} {...control} defaultValue={kept('children', '0')} />}
          </Field>
        </div>
        <fieldset className="checkbox-group">
          <legend>{t('consoleBookingActions.create.guest')}</legend>
          <div className="form-row">
            <Field id="new-first-name" label={t('consoleBookingActions.create.firstName')} error={errorOf('first_name')} {...required}>
              {(control) => <input name="first_name" autoComplete="off" maxLength={100} {...control} defaultValue={kept('first_name', '')} />}
            </Field>
            <Field id="new-last-name" label={t('consoleBookingActions.create.lastName')} error={errorOf('last_name')} {...required}>
              {(control) => <input name="last_name" autoComplete="off" maxLength={100} {...control} defaultValue={kept('last_name', '')} />}
            </Field>
          </div>
          <div className="form-row">
            <Field id="new-email" label={t('consoleBookingActions.create.email')} error={errorOf('email')} {...required}>
              {(control) => <input type="email" name="email" autoComplete="off" maxLength={254} {...control} defaultValue={kept('email', '')} />}
            </Field>
            <Field id="new-phone" label={t('consoleBookingActions.create.phone')} error={errorOf('phone')} {...required}>
              {(control) => <input type="tel" name="phone" autoComplete="off" {...control} defaultValue={kept('phone', '')} />}
            </Field>
            <Field id="new-language" label={t('consoleBookingActions.create.language')}>
              {(control) => (
                <select name="language" {...control} defaultValue={kept('language', 'en')}>
                  {languages.map((language) => (
                    <option key={language} value={language}>
                      {t(`consoleBookingActions.create.languages.${language}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        <label>
          <input type="checkbox" name="send_payment_link" defaultChecked={kept('send_payment_link', 'on') === 'on'} /> {t('consoleBookingActions.create.sendLink')}
        </label>
        {preview ? <PricePreview preview={preview} /> : <p className="muted">{t('consoleBookingActions.create.quoteFirst')}</p>}
        <div className="button-row">
          <Button type="submit" name="intent" value="quote" variant={preview ? 'secondary' : 'primary'}>
            {t('consoleBookingActions.create.showPrice')}
          </Button>
          {preview ? (
            <Button type="submit" name="intent" value="create">
              {t('consoleBookingActions.create.submit')}
            </Button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
