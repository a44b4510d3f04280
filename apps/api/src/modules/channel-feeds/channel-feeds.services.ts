import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { BookingMaintenance } from '../bookings/booking-ports.ts';
import type { ConflictRaisedListener } from './channel-feeds-ports.ts';
import { createChannelFeedsRepository } from './channel-feeds.repository.ts';
import { createChannelFeedsService } from './channel-feeds.service.ts';
import { createFeedSyncRepository } from './feed-sync.repository.ts';

// Calendars in: the feeds' repository, the sync's repository and the service; lapsed holds are
// released through the bookings lifecycle before a feed is applied.
export function createChannelFeedsServices(options: {
  db: Database;
  config: Pick<Config, 'calendarSync' | 'mail' | 'console'>;
  holds: Pick<BookingMaintenance, 'releaseExpiredHolds'>;
  onConflictRaised?: ConflictRaisedListener | undefined;
  now: () => Date;
}) {
  const { db, config } = options;
  return createChannelFeedsService({
    repository: createChannelFeedsRepository(db),
    sync: createFeedSyncRepository(db),
    holds: options.holds,
    settings: { ...config.calendarSync, mailFrom: config.mail.from, consoleOrigin: config.console.origin },
    onConflictRaised: options.onConflictRaised,
    now: options.now,
  });
}
