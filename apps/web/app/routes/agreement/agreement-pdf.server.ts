import { apiPdfResponse } from '../../lib/api/api-pdf.server.ts';
import type { AgreementAccess } from './agreement.server.ts';

// The signed agreement's PDF: GET /apis/agreements/{code}/pdf.
export function agreementPdfResponse(access: AgreementAccess, signal: AbortSignal): Promise<Response> {
  const path = `/apis/agreements/${encodeURIComponent(access.bookingCode)}/pdf`;
  return apiPdfResponse(path, access.accessToken, { signal, fallbackFileName: `agreement-${access.bookingCode}.pdf`, notFound: [404] });
}
