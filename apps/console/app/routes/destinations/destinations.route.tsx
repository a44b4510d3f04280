import { endpoints, languages } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { ContentNav } from '../../components/content-nav/content-nav.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { saveDestination } from './destinations.server.ts';
import type { Route } from './+types/destinations.route';
import contentNavStyles from '../../components/content-nav/content-nav.css?url';
import destinationStyles from './destinations.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: contentNavStyles },
  { rel: 'stylesheet', href: destinationStyles },
];

// The brand in the address (?brand=), else the organization's first.
async function brandOf(request: Request, organizationId: number, token: string): Promise<number | null> {
  const chosen = Number(new URL(request.url).searchParams.get('brand'));
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  const organization = await hostCall(endpoints.hostGetOrganization, token, { params: { organizationId }, signal: request.signal });
  return organization.brands[0]?.id ?? null;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const brandId = await brandOf(request, organizationId, token);
  if (brandId === null) return { brandId: null, destinations: [] };
  const list = await hostCall(endpoints.hostListDestinations, token, { params: { organizationId, brandId }, signal: request.signal });
  return { brandId, destinations: list.data };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const brandId = await brandOf(request, organizationId, token);
  if (brandId === null) throw data(null, { status: 404 });
  const result = await saveDestination(await request.formData(), { organizationId, brandId }, token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleContent.destinations.saved', { name: result.destination.name }) }, context);
}

// The brand's destinations, one form each (a failed save keeps what was typed in its own form).
export default function Destinations() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { brandId, destinations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const canWrite = roleAllows(organization.role, 'organization:write');
  const title = t('consoleContent.destinations.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <ContentNav organizationId={organization.id} />
      <p className="muted">{t('consoleContent.destinations.intro')}</p>
      {organization.brands.length > 1 && (
        <Form method="get" className="destinations-brand">
          <label htmlFor="destinations-brand">{t('consoleContent.destinations.brand')}</label>
          <select id="destinations-brand" name="brand" defaultValue={brandId ?? undefined}>
            {organization.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary">
            {t('consoleContent.destinations.show')}
          </Button>
        </Form>
      )}
      {destinations.length === 0 && <p>{t('consoleContent.destinations.empty')}</p>}
      {destinations.map((destination) => (
        <DestinationForm key={`${destination.cityId}-${destination.version}`} destination={destination} result={result?.cityId === destination.cityId ? result : undefined} canWrite={canWrite} />
      ))}
    </>
  );
}

function DestinationForm({ destination, result, canWrite }: { destination: Awaited<ReturnType<typeof loader>>['destinations'][number]; result: unknown; canWrite: boolean }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const headingId = `destination-${destination.cityId}`;
  return (
    <section className="destination" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {destination.name}, {destination.countryName}
      </h2>
      <p className="muted">{destination.platformDescription ? t('consoleContent.destinations.platformText', { text: destination.platformDescription }) : t('consoleContent.destinations.noPlatformText')}</p>
      <FormErrorSummary result={result} />
      <Form method="post" encType="multipart/form-data" noValidate className="form-stack">
        <CsrfField />
        <input type="hidden" name="cityId" value={destination.cityId} />
        <input type="hidden" name="version" value={destination.version} />
        {languages.map((language) => (
          <Field
            key={language}
            id={`destination-${destination.cityId}-${language}`}
            label={t('consoleContent.destinations.description', { language: t(`consoleContent.languages.${language}`) })}
            optionalText={t('consoleContent.editor.optional')}
            error={errorOf('descriptions')}
          >
            {(control) => <textarea {...control} name={`description.${language}`} rows={3} maxLength={5000} lang={language} defaultValue={valueOf(result, `description.${language}`, destination.descriptions[language])} />}
          </Field>
        ))}
        {destination.image && (
          <figure className="destination__photo">
            <img src={`/images/${destination.image.id}/320`} alt="" width={240} />
            <figcaption>{t('consoleContent.destinations.currentPhoto', { name: destination.name })}</figcaption>
          </figure>
        )}
        <Field id={`destination-${destination.cityId}-photo`} label={t('consoleContent.destinations.photo')} hint={t('consoleContent.destinations.photoHint')} optionalText={t('consoleContent.editor.optional')} error={errorOf('photo') ?? errorOf('imageId')}>
          {(control) => <input {...control} type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/avif" />}
        </Field>
        {canWrite && <Button type="submit">{t('consoleContent.destinations.save', { name: destination.name })}</Button>}
      </Form>
    </section>
  );
}
