import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { ApiError } from '@direct/api-client';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { ComposeForm } from './components/compose-form.tsx';
import { ConversationList } from './components/conversation-list.tsx';
import type { Route } from './+types/booking-messages.route';
import styles from './booking-messages.css?url';
import { pageFailure } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const idsOf = (params: Route.LoaderArgs['params']) => ({ organizationId: Number(params.organizationId), bookingId: Number(params.bookingId) || 0 });

// A booking's conversation with its guest. Opening it marks the guest's messages read (for those
// who may write to the guest); the ones that were new keep their "New" mark on this view.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const ids = idsOf(params);
  let conversation;
  try {
    conversation = await hostCall(endpoints.hostGetConversation, token, { params: ids, signal: request.signal });
  } catch (error) {
    pageFailure(error);
  }
  const unread = conversation.data.filter((message) => message.direction === 'inbound' && message.readAt === null).map((message) => message.id);
  if (unread.length > 0) {
    try {
      await hostCall(endpoints.hostMarkConversationRead, token, { params: ids, signal: request.signal });
    } catch (error) {
      // A role that may only read leaves them unread for the colleagues who answer.
      if (!(error instanceof ApiError && error.status === 403)) throw error;
    }
  }
  return { conversation, unread };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  try {
    await hostCall(endpoints.hostSendMessage, token, { params: idsOf(params), body: { body: textOf(form, 'body') }, signal: request.signal });
  } catch (error) {
    return data(formFailureOf(error, ['body'], keptValues(form, ['body'])), { status: 400 });
  }
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleMessages.compose.sent') }, context);
}

export default function BookingMessages() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { conversation, unread } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { booking } = conversation;
  const title = t('consoleMessages.conversation.title', { name: booking.guestName });
  const base = `/o/${organization.id}/bookings/${booking.id}`;
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="breadcrumb">
        <Link to={base}>{t('consoleMessages.conversation.back', { code: booking.code })}</Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">
        {t('consoleMessages.conversation.stay', { property: booking.propertyName, checkIn: booking.checkIn, checkOut: booking.checkOut })} · {booking.guestEmail}
      </p>
      {conversation.data.length === 0 ? (
        <p className="empty-state">{t('consoleMessages.conversation.empty', { email: booking.guestEmail })}</p>
      ) : (
        <ConversationList messages={conversation.data} unread={unread} attachmentBase={`${base}/messages`} />
      )}
      {roleAllows(organization.role, 'messages:write') ? (
        <ComposeForm result={result} />
      ) : (
        <p className="muted">{t('consoleMessages.compose.readOnly')}</p>
      )}
    </>
  );
}
