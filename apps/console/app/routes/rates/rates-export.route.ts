import { endpoints } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/rates-export.route';

// The CSV download of the rates page: the API's file, handed to the browser as an attachment.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  try {
    const file = await hostCall(endpoints.hostExportRates, token, {
      params: { organizationId: Number(params.organizationId), propertyId: Number(url.searchParams.get('propertyId')) },
      query: { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' },
      signal: request.signal,
    });
    return new Response(file.csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return new Response(error.message, { status: error.status === 404 ? 404 : 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    throw error;
  }
}
