import { endpoints, languages } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { ContentNav } from '../../components/content-nav/content-nav.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { saveHostProfile } from './host-profile.server.ts';
import type { Route } from './+types/host-profile.route';
import contentNavStyles from '../../components/content-nav/content-nav.css?url';
import profileStyles from './host-profile.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: contentNavStyles },
  { rel: 'stylesheet', href: profileStyles },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { profile: await hostCall(endpoints.hostGetHostProfile, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal }) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await saveHostProfile(await request.formData(), Number(params.organizationId), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleContent.profile.saved') }, context);
}

// What the site's list of hosts shows about this organization.
export default function HostProfilePage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const canWrite = roleAllows(organization.role, 'organization:write');
  const value = (field: string, saved: string) => valueOf(result, field, saved);
  const listed = isFormFailure(result) ? result.values['listed'] === 'on' : profile.listed;
  const title = t('consoleContent.profile.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <ContentNav organizationId={organization.id} />
      <p className="muted">{t('consoleContent.profile.intro')}</p>
      <FormErrorSummary result={result} />
      <Form method="post" encType="multipart/form-data" noValidate className="form-stack host-profile" key={profile.version}>
        <CsrfField />
        <input type="hidden" name="version" value={profile.version} />
        <Field id="profile-name" label={t('consoleContent.profile.name')} error={errorOf('name')}>
          {(control) => <input {...control} name="name" maxLength={120} defaultValue={value('name', profile.name)} />}
        </Field>
        {languages.map((language) => (
          <Field key={language} id={`profile-bio-${language}`} label={t('consoleContent.profile.bio', { language: t(`consoleContent.languages.${language}`) })} error={errorOf(`bio.${language}`)}>
            {(control) => <textarea {...control} name={`bio.${language}`} rows={4} maxLength={2000} lang={language} defaultValue={value(`bio.${language}`, profile.bio[language])} />}
          </Field>
        ))}
        <Field id="profile-languages" label={t('consoleContent.profile.languagesSpoken')} hint={t('consoleContent.profile.languagesHint')} error={errorOf('languagesSpoken')}>
          {(control) => <input {...control} name="languagesSpoken" autoCapitalize="none" defaultValue={value('languagesSpoken', profile.languagesSpoken.join(', '))} />}
        </Field>
        {profile.photo && (
          <figure className="host-profile__photo">
            <img src={`/images/${profile.photo.id}/320`} alt="" width={160} />
            <figcaption>{t('consoleContent.profile.currentPhoto')}</figcaption>
          </figure>
        )}
        <Field id="profile-photo" label={t('consoleContent.profile.photo')} hint={t('consoleContent.profile.photoHint')} error={errorOf('photo') ?? errorOf('photoImageId')}>
          {(control) => <input {...control} type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/avif" />}
        </Field>
        <label className="checkbox-row">
          <input type="checkbox" name="listed" defaultChecked={listed} /> {t('consoleContent.profile.listed')}
        </label>
        {canWrite && <Button type="submit">{t('consoleContent.profile.save')}</Button>}
      </Form>
    </>
  );
}
