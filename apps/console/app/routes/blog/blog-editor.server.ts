import { blogPostStatuses, endpoints, pathOf, type BlogPostStatus, type ContentImage, type HostBlogPost, type Language } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export const editorFields = ['brandId', 'language', 'title', 'slug', 'excerpt', 'bodyHtml', 'categories', 'tags', 'seoTitle', 'seoDescription', 'status', 'publishAt'] as const;
const placed = [...editorFields, 'coverImageId', 'file'];

const names = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

// A datetime-local value is the host's wall clock; the form says the time is UTC.
function publishAtOf(value: string): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value;
}

// The cover picture, when one was chosen: through the API's photo pipeline first.
async function uploadCover(file: File, organizationId: number, token: string, signal: AbortSignal): Promise<ContentImage | FormFailure> {
  const body = new FormData();
  body.set('file', file, file.name || 'cover');
  const response = await hostUpload(pathOf(endpoints.hostUploadContentImage, { organizationId }), token, body, signal);
  const answer = (await response.json().catch(() => null)) as ContentImage | { error?: { fields?: { reason: string }[] } } | null;
  if (response.ok && answer && 'imageId' in answer) return answer;
  const reason = (answer && 'error' in answer && answer.error?.fields?.[0]?.reason) || 'invalid';
  return { ok: false, fieldErrors: { cover: reason }, values: {} };
}

export async function saveBlogPost(
  form: FormData,
  target: { organizationId: number; postId: number | null },
  token: string,
  signal: AbortSignal,
): Promise<{ ok: true; post: HostBlogPost } | FormFailure> {
  const kept = keptValues(form, editorFields);
  let coverImageId: number | null = Number(textOf(form, 'coverImageId')) || null;
  if (textOf(form, 'removeCover') === 'on') coverImageId = null;
  const file = form.get('cover');
  if (file instanceof File && file.size > 0) {
    const uploaded = await uploadCover(file, target.organizationId, token, signal);
    if ('ok' in uploaded) return { ...uploaded, values: kept };
    coverImageId = uploaded.imageId;
  }
  const status = textOf(form, 'status');
  const body = {
    brandId: Number(textOf(form, 'brandId')),
    language: textOf(form, 'language') as Language,
    title: textOf(form, 'title'),
    slug: textOf(form, 'slug').trim(),
    excerpt: textOf(form, 'excerpt'),
    bodyHtml: textOf(form, 'bodyHtml'),
    seoTitle: textOf(form, 'seoTitle').trim() || null,
    seoDescription: textOf(form, 'seoDescription').trim() || null,
    coverImageId,
    categories: names(textOf(form, 'categories')),
    tags: names(textOf(form, 'tags')),
    status: (blogPostStatuses as readonly string[]).includes(status) ? (status as BlogPostStatus) : 'draft',
    publishAt: publishAtOf(textOf(form, 'publishAt')),
  };
  try {
    const post =
      target.postId === null
        ? await hostCall(endpoints.hostCreateBlogPost, token, { params: { organizationId: target.organizationId }, body, signal })
        : await hostCall(endpoints.hostUpdateBlogPost, token, {
            params: { organizationId: target.organizationId, postId: target.postId },
            body: { ...body, version: Number(textOf(form, 'version')) || 1 },
            signal,
          });
    return { ok: true, post };
  } catch (error) {
    return formFailureOf(error, placed, kept);
  }
}

export async function deleteBlogPost(form: FormData, target: { organizationId: number; postId: number }, token: string, signal: AbortSignal): Promise<{ ok: true } | FormFailure> {
  try {
    await hostCall(endpoints.hostDeleteBlogPost, token, { params: target, query: { version: Number(textOf(form, 'version')) || 1 }, signal });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return formFailureOf(error, []);
    throw error;
  }
}
