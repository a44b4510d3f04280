import type { AgreementView} from '@direct/contracts';
import { endpoints, type AgreementSignBody } from '@direct/contracts';
import { data, redirect } from 'react-router';
import { type ApiClient, ApiError } from '@direct/api-client';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import type { AgreementActionState } from './form-state.ts';
import { codeProblemFromApi, readSignForm, signProblemsFromApi } from './sign-form.ts';

// The agreement page's server side: the agreement from the API, and the three forms (send a
// code, verify it, sign). Every call carries the booking code and its access token.

export type AgreementAccess = { bookingCode: string; accessToken: string };

export function validAgreementAccess(access: AgreementAccess): boolean {
  return /^[\w-]{3,40}$/.test(access.bookingCode) && /^[\w.~-]{10,300}$/.test(access.accessToken);
}

// A wrong or missing token, another brand's booking or no agreement: the page's 404.
export async function loadAgreement(api: ApiClient, brandId: number, access: AgreementAccess, signal: AbortSignal): Promise<AgreementView> {
  if (!validAgreementAccess(access)) notFound();
  let view: AgreementView;
  try {
    view = await api.call(endpoints.getAgreement, { params: { bookingCode: access.bookingCode }, query: { access_token: access.accessToken }, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) notFound();
    return pageError(error);
  }
  if (view.booking.brandId !== brandId) notFound();
  return view;
}

const noStore = { 'cache-control': 'no-store' };

export async function agreementAction(api: ApiClient, access: AgreementAccess, view: AgreementView, request: Request, url: URL) {
  const form = await request.formData();
  const intent = form.get('intent');
  const answer = (state: AgreementActionState, status = 200) => data(state, { status, headers: noStore });
  if (intent === 'send-code') {
    try {
      await api.call(endpoints.sendAgreementVerificationCode, { params: { bookingCode: access.bookingCode }, body: { access_token: access.accessToken }, signal: request.signal });
      return answer({ intent: 'send-code', status: 'sent' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Already confirmed (409): the revalidated page shows it.
      if (error.code === 'conflict') return answer({ intent: 'send-code', status: 'sent' });
      if (error.code === 'rate_limited') return answer({ intent: 'send-code', status: 'rate_limited', seconds: Number(/(\d+) seconds/.exec(error.message)?.[1] ?? 60) }, 429);
      return answer({ intent: 'send-code', status: 'error' }, error.status);
    }
  }
  if (intent === 'verify') {
    const code = String(form.get('code') ?? '').trim().slice(0, 20);
    if (!code) return answer({ intent: 'verify', status: 'invalid', problem: 'invalid_code' }, 400);
    try {
      await api.call(endpoints.verifyAgreementEmail, { params: { bookingCode: access.bookingCode }, body: { access_token: access.accessToken, code }, signal: request.signal });
      return answer({ intent: 'verify', status: 'verified' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return answer({ intent: 'verify', status: 'invalid', problem: error.code === 'validation_failed' ? codeProblemFromApi(error.fields) : 'generic' }, error.status);
    }
  }
  if (intent === 'sign') {
    const limits = { maxBytes: view.limits.maxSignatureBytes, drawnTypes: view.limits.drawnTypes, uploadedTypes: view.limits.uploadedTypes };
    const submission = await readSignForm(form, limits);
    const invalid = (problems: typeof submission.problems, status: number) => answer({ intent: 'sign', status: 'invalid', values: submission.values, problems }, status);
    if (Object.keys(submission.problems).length > 0) return invalid(submission.problems, 400);
    const body: AgreementSignBody = {
      access_token: access.accessToken,
      signer_name: submission.values.signerName,
      kind: submission.values.kind,
      accept_terms: true,
      ...(submission.values.kind === 'typed' ? { typed_signature: submission.values.typedSignature } : { signature_image: submission.imageBase64 ?? '' }),
    };
    try {
      await api.call(endpoints.signAgreement, { params: { bookingCode: access.bookingCode }, body, signal: request.signal });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return invalid(signProblemsFromApi(error.fields, error.code), error.status === 413 ? 400 : error.status);
    }
    // Post/redirect/get: a reload shows the signed agreement instead of posting again.
    return redirect(`${url.pathname}${url.search}`, 303);
  }
  throw data(null, { status: 400 });
}
