import type { MailboxSummary } from '@direct/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { formatMailTime } from '../format.ts';
import { MailboxStatus } from './mailbox-status.tsx';

// The emails of one page as a table (a caption and column headers for screen readers); the
// subject links to the email.
export function MailboxTable({ messages, messageHref }: { messages: MailboxSummary[]; messageHref: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mailbox-table__scroller">
      <table className="mailbox-table">
        <caption className="visually-hidden">{t('mailbox.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mailbox.table.subject')}</th>
            <th scope="col">{t('mailbox.table.to')}</th>
            <th scope="col">{t('mailbox.table.date')}</th>
            <th scope="col">{t('mailbox.table.status')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <th scope="row" className="mailbox-table__subject">
                <Link to={messageHref(message.id)}>{message.subject.trim() || t('mailbox.noSubject')}</Link>
              </th>
              <td className="mailbox-table__to">{message.to}</td>
              <td className="mailbox-table__date">
                <time dateTime={message.createdAt}>{formatMailTime(message.createdAt, i18n.language)}</time>
              </td>
              <td>
                <MailboxStatus status={message.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
