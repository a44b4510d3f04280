import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Notice } from '@direct/ui';
import { data, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { PhotoGrid } from './components/photo-grid.tsx';
import { UploadPanel } from './components/upload-panel.tsx';
import { photoAction } from './photos.server.ts';
import type { Route } from './+types/property-photos.route';
import photosStyles from './property-photos.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: photosStyles }];

const targetOf = (params: { organizationId: string; propertyId: string }) => ({ organizationId: Number(params.organizationId), propertyId: Number(params.propertyId) });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const target = targetOf(params);
  if (!Number.isInteger(target.propertyId) || target.propertyId <= 0) throw data(null, { status: 404 });
  const list = await hostCall(endpoints.hostListPropertyPhotos, token, { params: target, signal: request.signal });
  return { list };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await photoAction(await request.formData(), targetOf(params), token, request.signal);
  if (!result.ok) return data(result, { status: result.formError === 'conflict' ? 409 : 400 });
  const t = serverTranslator(context.get(languageContext));
  // The page again, without ?delete=: the photo is gone or the change is made.
  const page = pagePathOf(request).replace(/[?&]delete=\d+/, '').replace(/\?$/, '');
  if (result.intent === 'upload') {
    // Refusals stay on this answer (named per file); what was added says so in a toast.
    if (result.refused.length > 0) return data(result, { status: result.added > 0 ? 200 : 400 });
    return redirectWithToast(page, { message: t('consolePhotos.done.uploaded', { count: result.added }) }, context);
  }
  const done = { cover: 'cover', move: 'moved', reorder: 'moved', alt: 'alt', delete: 'deleted' } as const;
  return redirectWithToast(page, { message: t(`consolePhotos.done.${done[result.intent]}`) }, context);
}

// A property's photos: add many at once, order them (the first is the cover), describe them in
// each language, delete. Another engineer's property pages link here.
export default function PropertyPhotos() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const deleting = Number(search.get('delete')) || null;
  const title = t('consolePhotos.title', { property: list.propertyName });
  const failure = result && !result.ok ? result : undefined;
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      {/* Inside the property's page, whose heading names the property. */}
      <h2 className="section-title">{t('consoleProperties.page.photos')}</h2>
      <p className="muted">{t('consolePhotos.intro')}</p>
      <p className="muted">{t('consolePhotos.count', { count: list.photos.length, max: list.maxPhotos })}</p>
      {failure && failure.intent !== 'alt' && (failure.formError === 'conflict' ? <Notice tone="error">{t('consolePhotos.errors.stale')}</Notice> : <FormErrorSummary result={failure} />)}
      {failure?.intent === 'upload' && failure.fieldErrors['file'] && <Notice tone="error">{t('consolePhotos.errors.required')}</Notice>}
      {canWrite && (
        <UploadPanel
          uploadUrl={`/o/${organization.id}/properties/${list.propertyId}/photos/upload`}
          maxBytes={list.maxUploadBytes}
          refused={result?.intent === 'upload' && result.ok ? result.refused : []}
        />
      )}
      {list.photos.length === 0 ? (
        <div className="empty-state">
          <h2>{t('consolePhotos.empty.title')}</h2>
          <p>{t('consolePhotos.empty.text')}</p>
        </div>
      ) : (
        <PhotoGrid
          photos={list.photos}
          languages={list.languages}
          canWrite={canWrite}
          deleting={deleting}
          result={failure?.intent === 'alt' ? failure : undefined}
        />
      )}
    </>
  );
}
