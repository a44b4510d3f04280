import type { MailboxMessage } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { formatMailTime } from '../format.ts';
import { MailboxStatus } from './mailbox-status.tsx';

// One email: its envelope as a description list, the HTML body in a sandboxed frame (no scripts,
// no same-origin access, no forms) and the text body below it.
export function MailboxMessageView({ message }: { message: MailboxMessage }) {
  const { t, i18n } = useTranslation();
  const subject = message.subject.trim() || t('mailbox.noSubject');
  return (
    <article className="mailbox-message" aria-labelledby="mailbox-message-subject">
      <h1 id="mailbox-message-subject" className="mailbox-message__subject">
        {subject}
      </h1>
      <section aria-labelledby="mailbox-message-details">
        <h2 id="mailbox-message-details" className="visually-hidden">
          {t('mailbox.message.details')}
        </h2>
        <dl className="mailbox-message__details">
          <div>
            <dt>{t('mailbox.message.from')}</dt>
            <dd>{message.from}</dd>
          </div>
          <div>
            <dt>{t('mailbox.message.to')}</dt>
            <dd>{message.to}</dd>
          </div>
          <div>
            <dt>{t('mailbox.message.date')}</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatMailTime(message.createdAt, i18n.language)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('mailbox.message.status')}</dt>
            <dd>
              <MailboxStatus status={message.status} />
              {message.sentAt && (
                <span className="mailbox-message__sent">
                  {' '}
                  {t('mailbox.message.sentAt', { date: formatMailTime(message.sentAt, i18n.language) })}
                </span>
              )}
            </dd>
          </div>
          {message.attempts > 0 && (
            <div>
              <dt>{t('mailbox.message.attempts')}</dt>
              <dd>{message.attempts}</dd>
            </div>
          )}
          {message.lastError && (
            <div>
              <dt>{t('mailbox.message.lastError')}</dt>
              <dd className="mailbox-message__error">{message.lastError}</dd>
            </div>
          )}
        </dl>
      </section>
      {message.html ? (
        <section className="mailbox-message__part" aria-labelledby="mailbox-message-html">
          <h2 id="mailbox-message-html">{t('mailbox.message.html')}</h2>
          <iframe
            className="mailbox-message__frame"
            title={t('mailbox.message.htmlFrame', { subject })}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={message.html}
          />
        </section>
      ) : (
        <p className="mailbox-message__note">{t('mailbox.message.noHtml')}</p>
      )}
      <section className="mailbox-message__part" aria-labelledby="mailbox-message-text">
        <h2 id="mailbox-message-text">{t('mailbox.message.text')}</h2>
        <pre className="mailbox-message__text">{message.text}</pre>
      </section>
    </article>
  );
}
