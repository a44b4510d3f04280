import { formatMoney } from '@direct/domain';
import { emailAutomationKinds, type EmailAutomationKind } from '@direct/domain';
import type { Booking } from '../bookings/booking-ports.ts';
import { composeAutomationEmail, defaultAutomationText, formatEmailDate } from './automation-email.ts';
import type { AutomationRunsRepository, DueItem } from './automation-runs.repository.ts';
import { automationDedupeKey } from './automation-runs.repository.ts';
import type { AutomationSettingsRepository } from './automation-settings.repository.ts';
import type { AutomationBookings, AutomationRunning } from './email-automations-ports.ts';
import type { EmailTemplatesRepository } from './email-templates.repository.ts';

// Finds what is due for each automation and writes it: the host's text for the booking's brand and
// language (else the default), filled with the booking's values, in the brand's layout.

// A run takes at most this many per kind; the next run (minutes later) takes the rest.
const batchSize = 200;

const encode = encodeURIComponent;

export function createAutomationRunner(options: {
  runs: AutomationRunsRepository;
  templates: EmailTemplatesRepository;
  settings: AutomationSettingsRepository;
  bookings: AutomationBookings;
  fromAddress: string;
}): AutomationRunning {
  const { runs, templates, settings, bookings } = options;

  async function values(kind: EmailAutomationKind, booking: Booking, token: string, item: DueItem): Promise<Record<string, string> | null> {
    const origin = booking.siteOrigin ?? '';
    const language = booking.language;
    const base: Record<string, string> = {
      guestName: booking.guest.firstName,
      property: booking.propertyName,
      checkIn: formatEmailDate(booking.checkIn, language),
      checkOut: formatEmailDate(booking.checkOut, language),
      bookingCode: booking.code,
      brand: booking.emailBrand?.name ?? '',
      checkinLink: `${origin}/booking/confirm-booking-first/${encode(booking.code)}?access=${encode(token)}`,
      reviewLink: `${origin}/booking/review/${encode(booking.code)}/${encode(token)}`,
      paymentLink: `${origin}/payment/booking_payment_terminal/${encode(booking.code)}/${encode(token)}`,
      siteLink: `${origin}/`,
    };
    if (kind === 'checkin_completed') {
      const access = await settings.accessDetails(booking.organizationId, booking.propertyId);
      if (!access) return null;
      Object.assign(base, { doorCode: access.doorCode, wifiName: access.wifiName, wifiPassword: access.wifiPassword, arrivalInstructions: access.arrivalInstructions });
    }
    if (kind === 'instalment_reminder' && item.amountMinor !== null && item.dueDate !== null) {
      Object.assign(base, { amount: formatMoney(item.amountMinor, booking.currency, language), dueDate: formatEmailDate(item.dueDate, language) });
    }
    return base;
  }

  async function sendOne(kind: EmailAutomationKind, item: DueItem): Promise<boolean> {
    const booking = await bookings.findById(item.organizationId, item.bookingId);
    const token = booking ? await bookings.accessTokenById(item.organizationId, item.bookingId) : null;
    if (!booking || !token || !booking.guest.email) return false;
    const filled = await values(kind, booking, token, item);
    if (!filled) return false;
    const custom = await templates.find(booking.organizationId, { brandId: booking.brandId, kind, language: booking.language });
    const email = composeAutomationEmail({ text: custom ?? defaultAutomationText(kind, booking.language), language: booking.language, values: filled, brand: booking.emailBrand ?? null });
    return runs.send(
      {
        organizationId: booking.organizationId,
        brandId: booking.brandId,
        bookingId: booking.id,
        kind,
        dedupeKey: automationDedupeKey(kind, item.instalmentId ?? booking.id),
        toAddress: booking.guest.email,
        fromAddress: options.fromAddress,
        ...email,
      },
      kind,
    );
  }

  return {
    async runDue(now) {
      const sent: Record<string, number> = {};
      for (const kind of emailAutomationKinds) {
        let count = 0;
        for (const item of await runs.due(kind, now, batchSize)) if (await sendOne(kind, item)) count += 1;
        sent[kind] = count;
      }
      return sent;
    },
  };
}
