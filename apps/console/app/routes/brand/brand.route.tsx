import { brandPreviewMessageType, endpoints, type BrandFont, type BrandPreviewMessage, type HostBrandSettings, type Language } from '@direct/contracts';
import { Button } from '@direct/ui';
import { useCallback, useMemo, useState } from 'react';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { BrandLookFields } from '../../components/brand-look/brand-look-fields.tsx';
import { saveBrandLook } from '../../components/brand-look/brand-look.server.ts';
import { AddressFields, FontFields, LanguageFields, TaglineFields } from '../../components/brand-look/brand-page-fields.tsx';
import { LivePreview } from '../../components/brand-look/live-preview.tsx';
import { MeasurementFields } from '../../components/brand-look/measurement-fields.tsx';
import { LogoPanel } from '../../components/brand-look/logo-panel.tsx';
import { saveLogo } from '../../components/brand-look/logo.server.ts';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/brand.route';
import brandStyles from '../../components/brand-look/brand-look.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: brandStyles }];

const targetOf = (params: { organizationId: string; brandId: string }) => ({ organizationId: Number(params.organizationId), brandId: Number(params.brandId) });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { brand: await orNotFound(hostCall(endpoints.hostGetBrand, token, { params: targetOf(params), signal: request.signal })) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const t = serverTranslator(context.get(languageContext));
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'logo-upload' || intent === 'logo-remove') {
    const result = await saveLogo(intent, form, targetOf(params), token, request.signal);
    if (!result.ok) return data(result, { status: 400 });
    return redirectWithToast(pagePathOf(request), { message: t(intent === 'logo-upload' ? 'consoleBrand.logoUploaded' : 'consoleBrand.logoRemoved') }, context);
  }
  const result = await saveBrandLook(form, targetOf(params), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  return redirectWithToast(pagePathOf(request), { message: t('console.brand.saved') }, context);
}

const logoPathOf = (logoUrl: string | null) => {
  const id = logoUrl?.match(/^\/apis\/image\/(\d+)\//)?.[1];
  return id ? `/images/${id}/320` : null;
};

// The brand page: its look with the real site beside it (live preview of unsaved changes), its
// texts per language, languages and currency, contact details, address and logo.
export default function BrandPage() {
  const { t } = useTranslation();
  const { brand } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const organization = useOrganization();
  const siteUrl = organization.brands.find((candidate) => candidate.id === brand.id)?.siteUrl ?? null;
  const values = isFormFailure(result) ? result.values : {};
  const title = t('console.brand.title', { brand: brand.name });
  const logoFailure = isFormFailure(result) && result.values['intent'] !== undefined;
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('console.brand.intro')}</p>
      <p>
        <Link to="domains">{t('consoleSettings.brand.domainsLink')}</Link>
      </p>
      <FormErrorSummary result={result} />
      <LogoPanel logoUrl={logoPathOf(brand.logoUrl)} error={logoFailure && result.fieldErrors['file'] ? t('consoleBrand.errors.logoFile') : undefined} />
      <BrandForm key={brand.version} brand={brand} values={logoFailure ? {} : values} errorOf={logoFailure ? () => undefined : errorOf} siteUrl={siteUrl} contactValue={(name, fallback) => valueOf(result, name, fallback)} />
    </>
  );
}

function BrandForm({
  brand,
  values,
  errorOf,
  siteUrl,
  contactValue,
}: {
  brand: HostBrandSettings;
  values: Partial<Record<string, string>>;
  errorOf: (field: string) => string | undefined;
  siteUrl: string | null;
  contactValue: (name: string, fallback: string) => string;
}) {
  const { t } = useTranslation();
  const [look, setLook] = useState({ theme: brand.theme, logoText: brand.theme.logoText });
  const [fonts, setFonts] = useState<{ headingFont: BrandFont; bodyFont: BrandFont }>({
    headingFont: (values.headingFont as BrandFont | undefined) ?? brand.theme.headingFont ?? 'system',
    bodyFont: (values.bodyFont as BrandFont | undefined) ?? brand.theme.bodyFont ?? 'system',
  });
  const [taglines, setTaglines] = useState<Partial<Record<Language, string>>>(() => ({
    ...brand.taglines,
    ...Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (name.startsWith('taglines.') ? [[name.slice(9), value]] : []))),
  }));
  const [offered, setOffered] = useState<Language[]>(() => (values.languages !== undefined ? (values.languages.split(',').filter(Boolean) as Language[]) : brand.languages));
  const onLookChange = useCallback((next: typeof look) => setLook(next), []);
  const message = useMemo<BrandPreviewMessage>(
    () => ({ type: brandPreviewMessageType, theme: { ...look.theme, logoText: look.logoText, ...fonts }, taglines }),
    [look, fonts, taglines],
  );
  return (
    <div className="brand-page">
      <Form method="post" noValidate className="form-stack brand-page__form">
        <CsrfField />
        <input type="hidden" name="version" value={brand.version} />
        <BrandLookFields brand={brand} values={values} errorOf={errorOf} variant="page" onLookChange={onLookChange} />
        <FontFields fonts={fonts} onChange={setFonts} errorOf={errorOf} />
        <TaglineFields taglines={taglines} offered={offered} onChange={setTaglines} errorOf={errorOf} />
        <LanguageFields brand={brand} values={values} offered={offered} onOfferedChange={setOffered} errorOf={errorOf} />
        <fieldset className="brand-fieldset">
          <legend>{t('consoleSettings.brand.contact')}</legend>
          <p className="muted">{t('consoleSettings.brand.contactHint')}</p>
          <TextField name="contactEmail" type="email" autoComplete="off" label={t('consoleSettings.brand.contactEmail')} required={false} maxLength={200} defaultValue={contactValue('contactEmail', brand.contactEmail ?? '')} error={errorOf('contactEmail')} />
          <TextField name="contactPhone" type="tel" autoComplete="off" label={t('consoleSettings.brand.contactPhone')} required={false} maxLength={30} defaultValue={contactValue('contactPhone', brand.contactPhone ?? '')} error={errorOf('contactPhone')} />
        </fieldset>
        <AddressFields brand={brand} values={values} errorOf={errorOf} />
        <MeasurementFields brand={brand} value={contactValue} errorOf={errorOf} />
        <Button type="submit">{t('console.brand.save')}</Button>
      </Form>
      {siteUrl && (
        <div className="brand-page__preview">
          <LivePreview siteUrl={siteUrl} offered={offered.length > 0 ? offered : brand.languages} look={message} />
        </div>
      )}
    </div>
  );
}
