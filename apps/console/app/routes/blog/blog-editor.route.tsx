import { blogPostStatuses, endpoints, languages, type HostBlogPost } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { deleteBlogPost, saveBlogPost } from './blog-editor.server.ts';
import { RichTextEditor } from './components/rich-text-editor.tsx';
import type { Route } from './+types/blog-editor.route';
import blogStyles from './blog.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blogStyles }];

const postIdOf = (params: { postId?: string }) => (params.postId === undefined ? null : Number(params.postId));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const postId = postIdOf(params);
  if (postId !== null && !(Number.isInteger(postId) && postId > 0)) throw data(null, { status: 404 });
  const post = postId === null ? null : await orNotFound(hostCall(endpoints.hostGetBlogPost, token, { params: { organizationId, postId }, signal: request.signal }));
  return { post };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const organizationId = Number(params.organizationId);
  const postId = postIdOf(params);
  const t = serverTranslator(context.get(languageContext));
  if (form.get('intent') === 'delete' && postId !== null) {
    const result = await deleteBlogPost(form, { organizationId, postId }, token, request.signal);
    if (!result.ok) return data(result, { status: 400 });
    return redirectWithToast(`/o/${organizationId}/blog`, { message: t('consoleContent.editor.deleted') }, context);
  }
  const result = await saveBlogPost(form, { organizationId, postId }, token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  return redirectWithToast(`/o/${organizationId}/blog/${result.post.id}`, { message: t('consoleContent.editor.saved') }, context);
}

// datetime-local shows UTC minutes (the label says so).
const localValue = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export default function BlogEditor() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { post } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const canWrite = roleAllows(organization.role, 'organization:write');
  const base = `/o/${organization.id}/blog`;
  const title = post ? t('consoleContent.editor.editTitle', { title: post.title }) : t('consoleContent.editor.newTitle');
  const value = (field: string, saved: string) => valueOf(result, field, saved);
  const optional = t('consoleContent.editor.optional');
  const terms = (list: HostBlogPost['tags'] | undefined) => (list ?? []).map((term) => term.name).join(', ');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="breadcrumb">
        <Link to={base}>
          <span aria-hidden="true">← </span>
          {t('consoleContent.editor.back')}
        </Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <FormErrorSummary result={result} />
      <Form method="post" encType="multipart/form-data" noValidate className="form-stack blog-editor" key={post?.version ?? 'new'}>
        <CsrfField />
        {post && <input type="hidden" name="version" value={post.version} />}
        {post?.coverImage && <input type="hidden" name="coverImageId" value={post.coverImage.id} />}
        <div className="blog-editor__row">
          <Field id="post-brand" label={t('consoleContent.editor.brand')} error={errorOf('brandId')}>
            {(control) => (
              <select {...control} name="brandId" defaultValue={value('brandId', String(post?.brandId ?? organization.brands[0]?.id ?? ''))}>
                {organization.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="post-language" label={t('consoleContent.editor.language')} error={errorOf('language')}>
            {(control) => (
              <select {...control} name="language" defaultValue={value('language', post?.language ?? 'en')}>
                {languages.map((language) => (
                  <option key={language} value={language}>
                    {t(`consoleContent.languages.${language}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id="post-title" label={t('consoleContent.editor.postTitle')} error={errorOf('title')}>
          {(control) => <input {...control} name="title" maxLength={200} defaultValue={value('title', post?.title ?? '')} />}
        </Field>
        <Field id="post-slug" label={t('consoleContent.editor.slug')} hint={t('consoleContent.editor.slugHint')} error={errorOf('slug')}>
          {(control) => <input {...control} name="slug" maxLength={120} autoCapitalize="none" spellCheck={false} defaultValue={value('slug', post?.slug ?? '')} />}
        </Field>
        <Field id="post-excerpt" label={t('consoleContent.editor.excerpt')} hint={t('consoleContent.editor.excerptHint')} optionalText={optional} error={errorOf('excerpt')}>
          {(control) => <textarea {...control} name="excerpt" rows={2} maxLength={500} defaultValue={value('excerpt', post?.excerpt ?? '')} />}
        </Field>
        <div className={['field', errorOf('bodyHtml') ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <span id="post-body-label" className="field__label">
            {t('consoleContent.editor.body')}
          </span>
          <RichTextEditor id="post-body" labelledBy="post-body-label" describedBy={errorOf('bodyHtml') ? 'post-body-error' : undefined} initialHtml={value('bodyHtml', post?.bodyHtml ?? '')} uploadUrl={`${base}/images`} />
          {errorOf('bodyHtml') && (
            <p id="post-body-error" className="field__error">
              {errorOf('bodyHtml')}
            </p>
          )}
        </div>
        <Field id="post-cover" label={t('consoleContent.editor.cover')} hint={t('consoleContent.editor.coverHint')} optionalText={optional} error={errorOf('cover')}>
          {(control) => <input {...control} type="file" name="cover" accept="image/jpeg,image/png,image/webp,image/avif" />}
        </Field>
        {post?.coverImage && (
          <figure className="blog-editor__cover">
            <img src={`/images/${post.coverImage.id}/320`} alt="" width={240} />
            <figcaption>{t('consoleContent.editor.currentCover')}</figcaption>
          </figure>
        )}
        {post?.coverImage && (
          <label className="checkbox-row">
            <input type="checkbox" name="removeCover" /> {t('consoleContent.editor.removeCover')}
          </label>
        )}
        <Field id="post-categories" label={t('consoleContent.editor.categories')} hint={t('consoleContent.editor.categoriesHint')} optionalText={optional} error={errorOf('categories')}>
          {(control) => <input {...control} name="categories" defaultValue={value('categories', terms(post?.categories))} />}
        </Field>
        <Field id="post-tags" label={t('consoleContent.editor.tags')} hint={t('consoleContent.editor.tagsHint')} optionalText={optional} error={errorOf('tags')}>
          {(control) => <input {...control} name="tags" defaultValue={value('tags', terms(post?.tags))} />}
        </Field>
        <fieldset className="blog-editor__group">
          <legend>{t('consoleContent.editor.seo')}</legend>
          <p className="muted">{t('consoleContent.editor.seoHint')}</p>
          <Field id="post-seo-title" label={t('consoleContent.editor.seoTitle')} optionalText={optional} error={errorOf('seoTitle')}>
            {(control) => <input {...control} name="seoTitle" maxLength={120} defaultValue={value('seoTitle', post?.seoTitle ?? '')} />}
          </Field>
          <Field id="post-seo-description" label={t('consoleContent.editor.seoDescription')} optionalText={optional} error={errorOf('seoDescription')}>
            {(control) => <textarea {...control} name="seoDescription" rows={2} maxLength={300} defaultValue={value('seoDescription', post?.seoDescription ?? '')} />}
          </Field>
        </fieldset>
        <fieldset className="blog-editor__group">
          <legend>{t('consoleContent.editor.publishing')}</legend>
          <div className="blog-editor__row">
            <Field id="post-status" label={t('consoleContent.editor.status')} error={errorOf('status')}>
              {(control) => (
                <select {...control} name="status" defaultValue={value('status', post?.status ?? 'draft')}>
                  {blogPostStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`consoleContent.status.${status}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="post-publish-at" label={t('consoleContent.editor.publishAt')} hint={t('consoleContent.editor.publishAtHint')} optionalText={optional} error={errorOf('publishAt')}>
              {(control) => <input {...control} type="datetime-local" name="publishAt" defaultValue={value('publishAt', post?.status === 'scheduled' ? localValue(post.publishAt) : '')} />}
            </Field>
          </div>
        </fieldset>
        {canWrite && (
          <div className="blog-editor__actions">
            <Button type="submit" name="intent" value="save">
              {t('consoleContent.editor.save')}
            </Button>
          </div>
        )}
      </Form>
      {post && canWrite && (
        <Form method="post" className="blog-editor__delete" onSubmit={(event) => (window.confirm(t('consoleContent.editor.deleteConfirm')) ? undefined : event.preventDefault())}>
          <CsrfField />
          <input type="hidden" name="version" value={post.version} />
          <Button type="submit" name="intent" value="delete" variant="secondary">
            {t('consoleContent.editor.delete')}
          </Button>
        </Form>
      )}
    </>
  );
}
