import type { IdentityStatus} from '@direct/contracts';
import { endpoints, IdentityUploadResult, type Brand } from '@direct/contracts';
import { type ApiClient, ApiError, ApiUnavailableError, errorFromResponse, parseBody, send, createTokenSource, type TokenSource } from '@direct/api-client';
import { notFound, pageError } from '../../../lib/catalog/page-errors.server.ts';
import { config } from '../../../config.server.ts';
import { reasonOf, typedFieldNames, type TypedFieldName, type TypedFormState, type UploadFormState } from './form-state.ts';

// The identity page's server side: the step's state from the API, file uploads forwarded as
// multipart (the shared API client speaks JSON only), and the typed details (Spain).

export type Access = { bookingCode: string; accessToken: string };

const statusPath = (access: Access) => `/apis/identity/${encodeURIComponent(access.bookingCode)}/${encodeURIComponent(access.accessToken)}`;

export function validAccess(access: Access): boolean {
  return /^[\w-]{3,40}$/.test(access.bookingCode) && /^[\w.~-]{10,300}$/.test(access.accessToken);
}

/** The step's state; a wrong code or token, or another brand's booking, is the page's 404. */
export async function loadIdentity(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<IdentityStatus> {
  if (!validAccess(access)) notFound();
  let status: IdentityStatus;
  try {
    status = await api.call(endpoints.getIdentityStatus, { params: { bookingCode: access.bookingCode, accessToken: access.accessToken }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'validation_failed') notFound();
    return pageError(error);
  }
  if (status.booking.brandId !== brand.id) notFound();
  return status;
}

// The site's own token for uploads (same client credentials as the shared client).
let uploadTokens: TokenSource | undefined;
const tokens = () => (uploadTokens ??= createTokenSource({ apiUrl: config.apiUrl, clientId: config.clientId, clientSecret: config.clientSecret }));

// Bigger requests are refused before they are read: twice the largest file any rule accepts.
export const maxUploadRequestBytes = 25 * 1024 * 1024;

/** Forwards one file (form fields kind, guest, file) to the API; null when it was stored. */
export async function uploadIdentityFile(access: Access, form: FormData, signal: AbortSignal): Promise<UploadFormState | null> {
  const kind = String(form.get('kind') ?? '');
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { intent: 'upload', kind, ok: false, error: 'required' };
  const body = new FormData();
  body.set('kind', kind);
  const guest = form.get('guest');
  if (typeof guest === 'string' && guest !== '') body.set('guest', guest);
  body.set('file', file, file.name || 'upload');
  const url = new URL(`${config.apiUrl}${statusPath(access)}/documents`);
  try {
    const post = async (token: string) =>
      send(fetch, url, { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${token}` }, body }, { timeoutMs: 60_000, signal });
    let token = await tokens().getToken();
    let response = await post(token);
    if (response.status === 401) {
      await response.body?.cancel();
      tokens().invalidate(token);
      token = await tokens().getToken();
      response = await post(token);
    }
    if (!response.ok) throw await errorFromResponse(response, url);
    await parseBody(response, url, IdentityUploadResult);
    return null;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'not_found') notFound();
      if (error.code === 'payload_too_large') return { intent: 'upload', kind, ok: false, error: 'too_large' };
      if (error.code === 'unsupported_media_type') return { intent: 'upload', kind, ok: false, error: 'unsupported_type' };
      if (error.status < 500) return { intent: 'upload', kind, ok: false, error: reasonOf(error.fields[0]?.reason) };
    }
    if (error instanceof ApiUnavailableError) return { intent: 'upload', kind, ok: false, error: 'unavailable' };
    console.error('identity upload failed', error);
    return { intent: 'upload', kind, ok: false, error: 'generic' };
  }
}

/** Saves one adult's typed details; null when saved, else the form with its field errors. */
export async function saveTypedDetails(api: ApiClient, access: Access, form: FormData, signal: AbortSignal): Promise<TypedFormState | null> {
  const guest = Number(form.get('guest') ?? 1) || 1;
  const values: Partial<Record<TypedFieldName, string>> = {};
  for (const name of typedFieldNames) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim().slice(0, 60);
  }
  const failed = (errors: TypedFormState['errors'], formError: TypedFormState['formError'] = null): TypedFormState => ({
    intent: 'typed',
    guest,
    ok: false,
    values,
    errors,
    formError,
  });
  try {
    await api.call(endpoints.saveTypedIdentity, { params: { bookingCode: access.bookingCode, accessToken: access.accessToken }, body: { guest, ...values }, signal });
    return null;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'not_found') notFound();
      const errors: TypedFormState['errors'] = {};
      for (const field of error.fields) {
        if ((typedFieldNames as readonly string[]).includes(field.field)) errors[field.field as TypedFieldName] ??= reasonOf(field.reason);
      }
      if (Object.keys(errors).length > 0) return failed(errors);
      if (error.status < 500) return failed({}, 'generic');
    }
    if (error instanceof ApiUnavailableError) return failed({}, 'unavailable');
    console.error('identity typed details failed', error);
    return failed({}, 'generic');
  }
}
