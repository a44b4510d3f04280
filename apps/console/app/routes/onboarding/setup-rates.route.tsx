import { endpoints } from '@direct/contracts';
import { Button, ButtonLink, Notice } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData, useParams } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { basePlanOf, setFirstPrices } from './setup-rates.server.ts';
import { useSetupFieldError } from './setup-field-error.ts';
import { setupSteps } from './setup-steps.ts';
import { nextTwelveMonths } from './year-of-rates.ts';
import type { Route } from './+types/setup-rates.route';
import onboardingStyles from './onboarding.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: onboardingStyles }];

const today = () => new Date().toISOString().slice(0, 10);

// The property of ?propertyId= (the one step 3 made), else the organization's first.
async function propertyOf(token: string, organizationId: number, request: Request) {
  const { data: properties } = await hostCall(endpoints.hostListRatesProperties, token, { params: { organizationId }, signal: request.signal });
  const wanted = Number(new URL(request.url).searchParams.get('propertyId'));
  return properties.find((property) => property.id === wanted) ?? properties[0] ?? null;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const property = await propertyOf(token, Number(params.organizationId), request);
  const plan = property ? basePlanOf(property) : null;
  return { property, plan, period: nextTwelveMonths(today()) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const form = await request.formData();
  const property = await propertyOf(token, organizationId, request);
  if (!property) throw data(null, { status: 404 });
  const t = serverTranslator(context.get(languageContext));
  const failure = await setFirstPrices(form, property, { token, organizationId, signal: request.signal, t, today: today() });
  if (failure) return data(failure, { status: 400 });
  return redirectWithToast(setupSteps.after('rates', organizationId, property.id), { message: t('console.setup.rates.saved') }, context);
}

// Onboarding, step 4: a price per night and a minimum stay for the next 12 months.
export default function SetupRates() {
  const { t, lng } = useTranslation();
  const { property, plan, period } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useSetupFieldError(result);
  const organizationId = Number(useParams().organizationId);
  const title = t('console.setup.rates.title');
  const dateFormat = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' });
  const show = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
  const bookable = property !== null && property.unitTypes.some((unitType) => unitType.units.length > 0);
  return (
    <div className="onboarding">
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="onboarding__step">{t('console.onboarding.step', { step: setupSteps.number('rates'), count: setupSteps.count })}</p>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{t('console.setup.rates.intro')}</p>
      {!property ? (
        <Notice tone="info" boxed>
          {t('console.setup.rates.noProperty')} <Link to={setupSteps.path('property', organizationId)}>{t('console.setup.rates.toProperty')}</Link>
        </Notice>
      ) : !bookable ? (
        <Notice tone="info" boxed>
          {t('console.setup.rates.noUnits', { name: property.name })} <Link to={`/o/${organizationId}/properties/${property.id}/units`}>{t('console.setup.rates.addUnit')}</Link>
        </Notice>
      ) : (
        <>
          <p className="muted">
            {t('console.setup.rates.forProperty', { name: property.name, from: show(period.from), to: show(period.to) })}{' '}
            {plan ? t('console.setup.rates.existingPlan', { plan: plan.name }) : t('console.setup.rates.newPlan', { plan: t('console.setup.rates.planName') })}
          </p>
          <FormErrorSummary result={result} />
          <Form method="post" noValidate className="form-stack">
            <CsrfField />
            <div className="onboarding__grid">
              <TextField
                name="price"
                label={t('console.setup.rates.price', { currency: property.currency })}
                hint={t('console.setup.rates.priceHint')}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={valueOf(result, 'price')}
                error={errorOf('price')}
              />
              <TextField name="minStay" type="number" inputMode="numeric" min={1} max={365} label={t('console.setup.rates.minStay')} defaultValue={valueOf(result, 'minStay', '2')} error={errorOf('minStay')} />
            </div>
            <div className="form-actions">
              <Button type="submit">{t('console.setup.saveAndContinue')}</Button>
              <ButtonLink href={setupSteps.after('rates', organizationId, property.id)} variant="quiet">
                {t('console.setup.later')}
              </ButtonLink>
            </div>
          </Form>
        </>
      )}
      {!bookable && (
        <p>
          <ButtonLink href={setupSteps.after('rates', organizationId, property?.id)} variant="quiet">
            {t('console.setup.later')}
          </ButtonLink>
        </p>
      )}
    </div>
  );
}
