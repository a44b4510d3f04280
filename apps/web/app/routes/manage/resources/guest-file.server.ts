import { apiPdfResponse } from '../../../lib/api/api-pdf.server.ts';
import type { Access } from '../../../lib/payment/payment.server.ts';

// A guest's file (agreement, receipt, invoice): GET /apis/files/{code}/{file}/download.
export function guestFileResponse(access: Access, fileId: string, signal: AbortSignal): Promise<Response> {
  const path = `/apis/files/${encodeURIComponent(access.bookingCode)}/${encodeURIComponent(fileId)}/download`;
  return apiPdfResponse(path, access.accessToken, { signal, fallbackFileName: `${fileId}.pdf`, notFound: [400, 404] });
}
