import { randomBytes } from 'node:crypto';
import type { Database } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import { createDailyRates, createProperty, createRatePlan, type PerDate } from './listings.ts';
import type { Booking, Brand, Insert, Property, RatePlan, Row, Unit, UnitAllocation, UnitType } from './rows.ts';
import { first, nextNumber } from './sequence.ts';
import { createBrand, createOrganization } from './tenancy.ts';

export async function createAllocation(
  db: Database,
  input: { unit: Pick<Unit, 'id' | 'organizationId'>; startsOn: string; endsOn: string } & Partial<Insert<typeof schema.unitAllocations>>,
): Promise<UnitAllocation> {
  const { unit, ...overrides } = input;
  return first(
    await db
      .insert(schema.unitAllocations)
      .values({ organizationId: unit.organizationId, unitId: unit.id, kind: 'block', ...overrides })
      .returning(),
  );
}

export type BookingInput = {
  brand: Pick<Brand, 'id'>;
  property: Pick<Property, 'id' | 'organizationId' | 'currency'>;
  unitType: Pick<UnitType, 'id'>;
  unit: Pick<Unit, 'id' | 'organizationId'>;
  ratePlan: Pick<RatePlan, 'id'>;
  checkIn: string;
  checkOut: string;
  // 'hold' (default for pending_payment) expires; 'stay' for confirmed bookings.
  allocationKind?: 'hold' | 'stay';
} & Partial<Insert<typeof schema.bookings>>;

// A booking and the allocation that reserves its unit, in one transaction (an overlapping stay
// fails with 23P01 and leaves no booking behind). Confirmed by default.
export async function createBooking(db: Database, input: BookingInput): Promise<{ booking: Booking; allocation: UnitAllocation }> {
  return db.transaction((tx) => insertBooking(tx, input));
}

async function insertBooking(db: Database, input: BookingInput): Promise<{ booking: Booking; allocation: UnitAllocation }> {
  const { brand, property, unitType, unit, ratePlan, checkIn, checkOut, allocationKind, ...overrides } = input;
  const status = overrides.status ?? 'confirmed';
  const kind = allocationKind ?? (status === 'pending_payment' ? 'hold' : 'stay');
  const totalMinor = overrides.totalMinor ?? 10_000;
  const holdExpiresAt = kind === 'hold' ? (overrides.holdExpiresAt ?? new Date(Date.now() + 15 * 60_000)) : null;
  const booking = first(
    await db
      .insert(schema.bookings)
      .values({
        code: `T-${nextNumber()}-${randomBytes(3).toString('hex').toUpperCase()}`,
        accessSecret: randomBytes(16).toString('hex'),
        organizationId: property.organizationId,
        brandId: brand.id,
        propertyId: property.id,
        unitTypeId: unitType.id,
        ratePlanId: ratePlan.id,
        checkIn,
        checkOut,
        adults: 2,
        currency: property.currency,
        totalMinor,
        quote: { currency: property.currency, nights: [], lines: [], totalMinor },
        holdExpiresAt,
        confirmedAt: status === 'confirmed' ? new Date() : null,
        ...overrides,
        status,
      })
      .returning(),
  );
  const allocation = await createAllocation(db, {
    unit,
    bookingId: booking.id,
    kind,
    startsOn: checkIn,
    endsOn: checkOut,
    expiresAt: holdExpiresAt,
  });
  return { booking, allocation };
}

// Everything a bookable listing needs: host, brand with domain, property with one unit type and
// `units` units, a flexible rate plan and nightly rates for [from, to).
export async function createBookableProperty(
  db: Database,
  input: {
    from: string;
    to: string;
    units?: number;
    priceMinor?: PerDate<number>;
    property?: Partial<Insert<typeof schema.properties>>;
    unitType?: Partial<Insert<typeof schema.unitTypes>>;
  },
) {
  const organization = await createOrganization(db);
  const { brand, domain } = await createBrand(db, { organizationId: organization.id });
  const { property, unitTypes, units } = await createProperty(db, {
    brand,
    ...input.property,
    unitTypes: [{ ...input.unitType, units: input.units ?? 1 }],
  });
  const unitType = unitTypes[0] as UnitType;
  const { ratePlan, cancellationPolicy } = await createRatePlan(db, { property });
  const rates = await createDailyRates(db, { ratePlan, unitTypeId: unitType.id, from: input.from, to: input.to, priceMinor: input.priceMinor });
  return { organization, brand, domain, property, unitType, units, ratePlan, cancellationPolicy, rates };
}

// Commerce rows of a host: a voucher (optionally scoped to properties), a promotion, an add-on.

export async function createVoucher(
  db: Database,
  input: { organizationId: number; propertyIds?: number[] } & Partial<Insert<typeof schema.vouchers>>,
): Promise<Row<typeof schema.vouchers>> {
  const { propertyIds = [], ...overrides } = input;
  const voucher = first(
    await db
      .insert(schema.vouchers)
      .values({ code: `CODE${nextNumber()}`, kind: 'percentage', percent: '10.00', ...overrides })
      .returning(),
  );
  if (propertyIds.length > 0) await db.insert(schema.voucherProperties).values(propertyIds.map((propertyId) => ({ organizationId: voucher.organizationId, voucherId: voucher.id, propertyId })));
  return voucher;
}

export async function createPromotion(
  db: Database,
  input: { organizationId: number } & Partial<Insert<typeof schema.promotions>>,
): Promise<Row<typeof schema.promotions>> {
  return first(await db.insert(schema.promotions).values({ name: `Promotion ${nextNumber()}`, kind: 'percentage', percent: '10.00', ...input }).returning());
}

export async function createAddOn(
  db: Database,
  input: { property: Pick<Property, 'id' | 'organizationId'> } & Partial<Insert<typeof schema.addOns>>,
): Promise<Row<typeof schema.addOns>> {
  const { property, ...overrides } = input;
  return first(
    await db
      .insert(schema.addOns)
      .values({ organizationId: property.organizationId, propertyId: property.id, label: `Add-on ${nextNumber()}`, calculation: 'fixed', amountMinor: 1000, ...overrides })
      .returning(),
  );
}
