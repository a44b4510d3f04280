import { sql } from 'drizzle-orm';
import { emailOutbox, queryRows, writeBookingEvent, type Database } from '@direct/db';
import { automationDefaults, bookingConfirmedHours, holdRecoveryHours, reviewInvitationDays, type EmailAutomationKind } from '@direct/domain';

// What the automations find due, across organizations (the job runs for the platform), and the
// one write of each send: the outbox email and the booking's timeline event, together. An email
// already in the outbox (its dedupe key) is never due again, so each goes out once per booking.

export type DueItem = { organizationId: number; bookingId: number; instalmentId: number | null; dueDate: string | null; amountMinor: number | null };

export type AutomationOutboxEmail = {
  organizationId: number;
  brandId: number;
  bookingId: number;
  kind: string;
  dedupeKey: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
};

export const automationDedupeKey = (kind: EmailAutomationKind, id: number) => `automation:${kind}:${id}`;

export type AutomationRunsRepository = ReturnType<typeof createAutomationRunsRepository>;

export function createAutomationRunsRepository(db: Database) {
  // The organization's setting (or the kind's default) is on, and the property didn't turn it off.
  const switchedOn = (kind: EmailAutomationKind) => sql`
    coalesce(ea.enabled, ${automationDefaults[kind].enabled})
    and not exists (select 1 from email_automation_property_offs o where o.organization_id = b.organization_id and o.property_id = b.property_id and o.kind = ${kind})`;
  // Only bookings whose booker has an address: the others would be found again on every run.
  const reachable = sql`exists (select 1 from guests g where g.organization_id = b.organization_id and g.booking_id = b.id and g.is_booker and coalesce(g.email, '') <> '')`;
  const settingJoin = (kind: EmailAutomationKind) => sql`left join email_automations ea on ea.organization_id = b.organization_id and ea.kind = ${kind}`;
  const notSent = (kind: EmailAutomationKind, idColumn: ReturnType<typeof sql>) => sql`not exists (select 1 from email_outbox e where e.dedupe_key = ${`automation:${kind}:`} || ${idColumn}::text)`;

  const dueBookings = (kind: EmailAutomationKind, condition: ReturnType<typeof sql>, limit: number) =>
    queryRows<{ organizationId: number; bookingId: number }>(
      db,
      sql`select b.organization_id as "organizationId", b.id as "bookingId" from bookings b ${settingJoin(kind)}
          where ${switchedOn(kind)} and ${reachable} and ${condition} and ${notSent(kind, sql`b.id`)}
          order by b.id limit ${limit}`,
    );

  return {
    async due(kind: EmailAutomationKind, now: Date, limit: number): Promise<DueItem[]> {
      const today = now.toISOString().slice(0, 10);
      const at = now.toISOString();
      const iso = (ms: number) => new Date(ms).toISOString();
      const plain = (rows: { organizationId: number; bookingId: number }[]) => rows.map((row) => ({ ...row, instalmentId: null, dueDate: null, amountMinor: null }));
      const days = automationDefaults[kind].daysBefore ?? 0;
      switch (kind) {
        case 'booking_confirmed':
          return plain(
            await dueBookings(kind, sql`b.status = 'confirmed' and b.confirmed_at <= ${at}::timestamptz and b.confirmed_at > ${iso(now.getTime() - bookingConfirmedHours * 3_600_000)}::timestamptz and b.check_out >= ${today}::date`, limit),
          );
        case 'before_arrival':
          return plain(await dueBookings(kind, sql`b.status = 'confirmed' and b.check_in > ${today}::date and b.check_in - coalesce(ea.days_before, ${days})::int <= ${today}::date`, limit));
        // Access details only once check-in is completed, and only where there are some.
        case 'checkin_completed':
          return plain(
            await dueBookings(
              kind,
              sql`b.status = 'confirmed' and b.checkin_ready_at is not null and b.checkin_ready_at <= ${at}::timestamptz and b.check_out >= ${today}::date
                  and exists (select 1 from property_access_details a where a.organization_id = b.organization_id and a.property_id = b.property_id)`,
              limit,
            ),
          );
        case 'review_invitation':
          return plain(await dueBookings(kind, sql`b.status in ('confirmed', 'completed') and b.check_out < ${today}::date and b.check_out >= ${today}::date - ${reviewInvitationDays}::int`, limit));
        case 'hold_recovery':
          return plain(
            await dueBookings(kind, sql`b.status = 'expired' and b.follow_up_consent and b.hold_expires_at <= ${at}::timestamptz and b.hold_expires_at > ${iso(now.getTime() - holdRecoveryHours * 3_600_000)}::timestamptz`, limit),
          );
        case 'instalment_reminder':
          return queryRows<DueItem>(
            db,
            sql`select b.organization_id as "organizationId", b.id as "bookingId", i.id as "instalmentId", i.due_date::text as "dueDate", i.amount_minor as "amountMinor"
                from instalments i join bookings b on b.id = i.booking_id and b.organization_id = i.organization_id ${settingJoin(kind)}
                where ${switchedOn(kind)} and ${reachable} and b.status = 'confirmed' and i.status in ('scheduled', 'due')
                  and i.due_date >= ${today}::date and i.due_date - coalesce(ea.days_before, ${days})::int <= ${today}::date
                  and ${notSent(kind, sql`i.id`)}
                order by i.id limit ${limit}`,
          );
      }
    },

    /** Writes the email and its timeline event in one transaction; false when it was already sent. */
    async send(email: AutomationOutboxEmail, automation: EmailAutomationKind): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey }).returning({ id: emailOutbox.id });
        if (!row) return false;
        await writeBookingEvent(tx, {
          organizationId: email.organizationId,
          bookingId: email.bookingId,
          kind: 'automation_email',
          actor: { kind: 'system', name: 'automations' },
          data: { automation, emailId: row.id, to: email.toAddress, subject: email.subject },
        });
        return true;
      });
    },
  };
}
