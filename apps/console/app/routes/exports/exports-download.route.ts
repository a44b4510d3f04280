import { endpoints } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/exports-download.route';

const files = { payments: endpoints.hostExportPayments, 'tourist-tax': endpoints.hostExportTouristTax } as const;

// A CSV download of the exports page: the API's file, handed to the browser as an attachment.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const endpoint = files[params.file as keyof typeof files];
  if (!endpoint) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  try {
    const file = await hostCall(endpoint, token, {
      params: { organizationId: Number(params.organizationId) },
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
