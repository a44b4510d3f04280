import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { data, useActionData, useLoaderData } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { languageContext } from '../../lib/request-context.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { useSignedInHost } from '../../lib/session/signed-in-data.ts';
import { InviteForm } from './components/invite-form.tsx';
import { InvitationsTable } from './components/invitations-table.tsx';
import { MembersTable } from './components/members-table.tsx';
import { teamAction } from './team.server.ts';
import type { Route } from './+types/team.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const team = await hostCall(endpoints.hostListTeam, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  return { team };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  if (!form.get('language')) form.set('language', context.get(languageContext));
  const result = await teamAction(form, Number(params.organizationId), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  // Done: back to the team page (a reload won't post again), saying what happened.
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t(`console.team.done.${doneKey(result.intent)}`) }, context);
}

export default function Team() {
  const { t } = useTranslation();
  const me = useSignedInHost();
  const organization = useOrganization();
  const { team } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const canWrite = roleAllows(organization.role, 'team:write');
  const title = t('console.team.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      {result && !result.ok && result.intent !== 'invite' && <FormErrorSummary result={result} />}
      <MembersTable members={team.members} canWrite={canWrite} actorRole={organization.role} currentUserId={me.user.id} />
      <InvitationsTable invitations={team.invitations} canWrite={canWrite} />
      {canWrite && <InviteForm actorRole={organization.role} result={result?.intent === 'invite' ? result : undefined} />}
    </>
  );
}

function doneKey(intent: string): 'invite' | 'changeRole' | 'remove' | 'revoke' {
  return intent === 'change-role' ? 'changeRole' : intent === 'remove' ? 'remove' : intent === 'revoke' ? 'revoke' : 'invite';
}
