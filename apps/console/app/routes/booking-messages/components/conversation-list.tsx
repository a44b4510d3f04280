import type { HostBookingMessage } from '@direct/contracts';
import { Badge } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

// The conversation top to bottom, newest last; the guest's messages on one side, the host's on
// the other. Attachments download through the console (a short-lived link the server follows).
export function ConversationList({ messages, unread, attachmentBase }: { messages: HostBookingMessage[]; unread: number[]; attachmentBase: string }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <ol className="conversation" aria-label={t('consoleMessages.conversation.listLabel')}>
      {messages.map((message) => (
        <li key={message.id} className={`message message--${message.direction}`} data-testid="message">
          <p className="message__meta">
            <strong>
              {message.direction === 'inbound'
                ? t('consoleMessages.conversation.fromGuest', { name: message.authorName })
                : t('consoleMessages.conversation.fromHost', { name: message.authorName })}
            </strong>{' '}
            <time dateTime={message.createdAt}>{date.format(new Date(message.createdAt))} UTC</time>{' '}
            {unread.includes(message.id) && <Badge tone="warning">{t('consoleMessages.conversation.unread')}</Badge>}
          </p>
          <p className="message__body">{message.body}</p>
          {message.attachments.length > 0 && (
            <ul className="message__files" aria-label={t('consoleMessages.conversation.attachments')}>
              {message.attachments.map((file) => (
                <li key={file.documentId}>
                  <a href={`${attachmentBase}/${message.id}/attachments/${file.documentId}`} download={file.filename} aria-label={t('consoleMessages.conversation.download', { name: file.filename })}>
                    {file.filename}
                  </a>{' '}
                  <span className="muted">({sizeOf(file.sizeBytes)})</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
