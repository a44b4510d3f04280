import { endpoints } from '@direct/contracts';
import { Button } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { BrandLookFields } from '../../components/brand-look/brand-look-fields.tsx';
import { saveBrandLook } from '../../components/brand-look/brand-look.server.ts';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/brand.route';
import brandStyles from '../../components/brand-look/brand-look.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: brandStyles }];

const targetOf = (params: { organizationId: string; brandId: string }) => ({ organizationId: Number(params.organizationId), brandId: Number(params.brandId) });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { brand: await hostCall(endpoints.hostGetBrand, token, { params: targetOf(params), signal: request.signal }) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await saveBrandLook(await request.formData(), targetOf(params), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('console.brand.saved') }, context);
}

// The brand's look; the guest site shows a saved change on its next page.
export default function BrandPage() {
  const { t } = useTranslation();
  const { brand } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const title = t('console.brand.title', { brand: brand.name });
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('console.brand.intro')}</p>
      <p>
        <Link to="domains">{t('consoleSettings.brand.domainsLink')}</Link>
      </p>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-stack" key={brand.version}>
        <CsrfField />
        <input type="hidden" name="version" value={brand.version} />
        <BrandLookFields brand={brand} values={isFormFailure(result) ? result.values : {}} errorOf={errorOf} />
        <fieldset className="brand-contact">
          <legend>{t('consoleSettings.brand.contact')}</legend>
          <p className="muted">{t('consoleSettings.brand.contactHint')}</p>
          <TextField name="contactEmail" type="email" autoComplete="off" label={t('consoleSettings.brand.contactEmail')} required={false} maxLength={200} defaultValue={valueOf(result, 'contactEmail', brand.contactEmail ?? '')} error={errorOf('contactEmail')} />
          <TextField name="contactPhone" type="tel" autoComplete="off" label={t('consoleSettings.brand.contactPhone')} required={false} maxLength={30} defaultValue={valueOf(result, 'contactPhone', brand.contactPhone ?? '')} error={errorOf('contactPhone')} />
        </fieldset>
        <Button type="submit">{t('console.brand.save')}</Button>
      </Form>
    </>
  );
}
