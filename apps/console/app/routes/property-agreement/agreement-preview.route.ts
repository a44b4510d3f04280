import { endpoints } from '@direct/contracts';
import { hostDownload } from '../../lib/api/host-download.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import type { Route } from './+types/agreement-preview.route';

// A saved agreement version as the PDF a guest would sign (sample values), from the console's origin.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  if (!/^\d{1,10}$/.test(params.versionId)) return new Response(null, { status: 404 });
  return hostDownload(
    endpoints.hostDownloadAgreementPreview,
    token,
    { organizationId: params.organizationId, propertyId: params.propertyId, versionId: params.versionId },
    new URLSearchParams(),
    request.signal,
  );
}
