import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';

export type IdentityFacts = {
  propertyId: number;
  countryCode: string | null;
  timezone: string;
  requiredSteps: string[];
  retentionDays: number;
};

export type IdentityGuestRow = { id: number; isBooker: boolean; firstName: string | null; lastName: string | null };

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

// What the identity step reads about a booking of an organization: its property's country and
// check-in settings (which decide the rule and the retention), and its adult guests.
export function createIdentityRepository(db: Database) {
  return {
    async facts(organizationId: number, bookingId: number): Promise<IdentityFacts | null> {
      const [row] = await queryRows<{
        property_id: number;
        country_code: string | null;
        timezone: string | null;
        required_steps: string[] | string | null;
        identity_retention_days: number | null;
      }>(
        db,
        sql`select p.id as property_id, co.code as country_code, ci.timezone, cs.required_steps, cs.identity_retention_days
            from bookings b
            join properties p on p.id = b.property_id and p.organization_id = b.organization_id
            left join cities ci on ci.id = p.city_id
            left join countries co on co.id = ci.country_id
            left join checkin_settings cs on cs.property_id = p.id and cs.organization_id = b.organization_id
            where b.organization_id = ${organizationId} and b.id = ${bookingId}`,
      );
      if (!row) return null;
      return {
        propertyId: row.property_id,
        countryCode: row.country_code,
        timezone: row.timezone ?? 'UTC',
        requiredSteps: parseEnumArray(row.required_steps),
        retentionDays: row.identity_retention_days ?? 30,
      };
    },

    /** Adult guests in booking order: the booker first, then by position. */
    async adults(organizationId: number, bookingId: number): Promise<IdentityGuestRow[]> {
      const rows = await queryRows<{ id: number; is_booker: boolean; first_name: string | null; last_name: string | null }>(
        db,
        sql`select id, is_booker, first_name, last_name from guests
            where organization_id = ${organizationId} and booking_id = ${bookingId} and is_adult
            order by is_booker desc, position, id`,
      );
      return rows.map((row) => ({ id: row.id, isBooker: row.is_booker, firstName: row.first_name, lastName: row.last_name }));
    },
  };
}

// An enum array comes back as a JS array from node-postgres' parser, or as its text form
// ({a,b}) where the driver doesn't know the enum type.
function parseEnumArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter((item) => item !== '');
}
