import { channelFeedChannelValues, type HostChannelFeed } from '@direct/contracts';
import { Badge, Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// One imported calendar: its sync state (last sync, result, events, next run, failing), and for
// those who may change it: sync now, edit, remove.
export function FeedItem({ feed, canWrite }: { feed: HostChannelFeed; canWrite: boolean }) {
  const { t, lng } = useTranslation();
  const moment = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const id = `feed-${feed.id}`;
  return (
    <li className="calendar-feed" aria-labelledby={`${id}-title`}>
      <div className="calendar-feed__head">
        <h3 id={`${id}-title`}>{feed.label}</h3>
        <Badge tone="neutral">{t(`consoleCalendarSync.channels.${feed.channel}`)}</Badge>
        {feed.failing && <Badge tone="warning">{t('consoleCalendarSync.list.failing')}</Badge>}
        {feed.conflictCount > 0 && <Badge tone="warning">{t('consoleCalendarSync.list.conflicts', { count: feed.conflictCount })}</Badge>}
      </div>
      <dl className="calendar-feed__facts">
        <div>
          <dt>{t('consoleCalendarSync.list.unit')}</dt>
          <dd>
            {feed.unit.propertyName} · {feed.unit.name}
          </dd>
        </div>
        <div>
          <dt>{t('consoleCalendarSync.list.lastSync')}</dt>
          <dd>{feed.lastSyncedAt ? moment(feed.lastSyncedAt) : t('consoleCalendarSync.list.never')}</dd>
        </div>
        <div>
          <dt>{t('consoleCalendarSync.list.result')}</dt>
          <dd>{feed.lastResult ? t(`consoleCalendarSync.list.results.${feed.lastResult}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('consoleCalendarSync.list.events')}</dt>
          <dd>{feed.eventCount}</dd>
        </div>
        <div>
          <dt>{t('consoleCalendarSync.list.nextRun')}</dt>
          <dd>{moment(feed.nextSyncAt)}</dd>
        </div>
      </dl>
      {feed.lastErrorReason && (
        <p className="calendar-feed__error">
          {t('consoleCalendarSync.list.lastError', { error: t(`consoleCalendarSync.reasons.${feed.lastErrorReason}`) })} <span className="muted">({feed.lastError})</span>
        </p>
      )}
      {canWrite && (
        <>
          <div className="calendar-feed__actions">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="feedId" value={feed.id} />
              <Button type="submit" name="intent" value="sync" aria-label={t('consoleCalendarSync.list.syncLabel', { label: feed.label })}>
                {t('consoleCalendarSync.list.syncNow')}
              </Button>
            </Form>
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="feedId" value={feed.id} />
              <Button type="submit" name="intent" value="remove" variant="secondary" aria-label={t('consoleCalendarSync.list.removeLabel', { label: feed.label })}>
                {t('consoleCalendarSync.list.remove')}
              </Button>
            </Form>
          </div>
          <details className="calendar-feed__edit">
            <summary>{t('consoleCalendarSync.list.edit', { label: feed.label })}</summary>
            <Form method="post" noValidate className="calendar-add">
              <CsrfField />
              <input type="hidden" name="feedId" value={feed.id} />
              <Field id={`${id}-channel`} label={t('consoleCalendarSync.add.channel')}>
                {(control) => (
                  <select name="channel" {...control} defaultValue={feed.channel}>
                    {channelFeedChannelValues.map((channel) => (
                      <option key={channel} value={channel}>
                        {t(`consoleCalendarSync.channels.${channel}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${id}-label`} label={t('consoleCalendarSync.add.label')}>
                {(control) => <input name="label" maxLength={120} {...control} defaultValue={feed.label} />}
              </Field>
              <Field id={`${id}-url`} label={t('consoleCalendarSync.add.url')}>
                {(control) => <input name="url" type="url" autoCapitalize="none" spellCheck={false} maxLength={2000} {...control} defaultValue={feed.url} />}
              </Field>
              <Button type="submit" name="intent" value="save" variant="secondary">
                {t('consoleCalendarSync.list.save')}
              </Button>
            </Form>
          </details>
        </>
      )}
    </li>
  );
}
