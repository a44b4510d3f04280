import type { Database } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import type { Brand, CancellationPolicy, City, DailyRate, Insert, Property, RatePlan, Unit, UnitType } from './rows.ts';
import { counterPer, first, nextNumber } from './sequence.ts';

// One country and city per database unless a test asks for its own.
const defaultCities = new WeakMap<Database, Promise<City>>();

// ISO 3166 user-assigned alpha-2 codes, so test countries never clash with real (seeded) ones.
const testCountryCodes = [...'MNOPQRSTUVWXYZ'].map((c) => `Q${c}`).concat([...'ABCDEFGHIJLMNOPQRSTUVWXYZ'].map((c) => `X${c}`));
const countriesCreated = counterPer<Database>();

async function createCountry(db: Database, n: number): Promise<number> {
  const code = testCountryCodes[countriesCreated(db) - 1];
  if (!code) throw new Error('createCity: out of test country codes; pass countryId to reuse a country');
  return first(await db.insert(schema.countries).values({ code, name: `Testland ${n}` }).returning()).id;
}

export async function createCity(db: Database, overrides: Partial<Insert<typeof schema.cities>> = {}): Promise<City> {
  const n = nextNumber();
  const countryId = overrides.countryId ?? (await createCountry(db, n));
  return first(
    await db
      .insert(schema.cities)
      .values({ countryId, name: `Test City ${n}`, slug: `test-city-${n}`, latitude: 38.72, longitude: -9.14, ...overrides })
      .returning(),
  );
}

function defaultCity(db: Database): Promise<City> {
  let city = defaultCities.get(db);
  if (!city) {
    city = createCity(db);
    defaultCities.set(db, city);
  }
  return city;
}

export type UnitTypeInput = Partial<Insert<typeof schema.unitTypes>> & { units?: number };

export async function createProperty(
  db: Database,
  input: { brand: Pick<Brand, 'id' | 'organizationId'>; unitTypes?: UnitTypeInput[] } & Partial<Insert<typeof schema.properties>>,
): Promise<{ property: Property; unitTypes: UnitType[]; units: Unit[] }> {
  const n = nextNumber();
  const { brand, unitTypes: unitTypeInputs = [{}], ...overrides } = input;
  const cityId = overrides.cityId ?? (await defaultCity(db)).id;
  const property = first(
    await db
      .insert(schema.properties)
      .values({
        organizationId: brand.organizationId,
        defaultBrandId: brand.id,
        name: `Test Property ${n}`,
        slug: `test-property-${n}`,
        cityId,
        addressLine1: `Test Street ${n}`,
        latitude: 38.72,
        longitude: -9.14,
        ...overrides,
      })
      .returning(),
  );
  await db.insert(schema.propertyBrands).values({ organizationId: property.organizationId, propertyId: property.id, brandId: brand.id });
  const unitTypes: UnitType[] = [];
  const units: Unit[] = [];
  for (const [index, { units: unitCount = 1, ...unitTypeOverrides }] of unitTypeInputs.entries()) {
    const unitType = first(
      await db
        .insert(schema.unitTypes)
        .values({
          organizationId: brand.organizationId,
          propertyId: property.id,
          name: `Unit type ${index + 1}`,
          maxAdults: 2,
          maxChildren: 1,
          maxOccupancy: 3,
          baseOccupancy: 2,
          ...unitTypeOverrides,
        })
        .returning(),
    );
    unitTypes.push(unitType);
    if (unitCount > 0) {
      units.push(
        ...(await db
          .insert(schema.units)
          .values(
            Array.from({ length: unitCount }, (_, i) => ({
              organizationId: brand.organizationId,
              propertyId: property.id,
              unitTypeId: unitType.id,
              name: `${unitType.name} · unit ${i + 1}`,
            })),
          )
          .returning()),
      );
    }
  }
  return { property, unitTypes, units };
}

export async function createRatePlan(
  db: Database,
  input: { property: Pick<Property, 'id' | 'organizationId'>; policy?: Partial<Insert<typeof schema.cancellationPolicies>> } & Partial<Insert<typeof schema.ratePlans>>,
): Promise<{ ratePlan: RatePlan; cancellationPolicy: CancellationPolicy }> {
  const { property, policy, ...overrides } = input;
  const cancellationPolicy = first(
    await db
      .insert(schema.cancellationPolicies)
      .values({
        organizationId: property.organizationId,
        name: 'Flexible',
        kind: 'flexible',
        rules: [{ daysBeforeArrival: 7, refundPercent: 100 }],
        ...policy,
      })
      .returning(),
  );
  const ratePlan = first(
    await db
      .insert(schema.ratePlans)
      .values({ organizationId: property.organizationId, propertyId: property.id, name: 'Flexible', cancellationPolicyId: cancellationPolicy.id, ...overrides })
      .returning(),
  );
  return { ratePlan, cancellationPolicy };
}

export type PerDate<T> = T | ((date: string) => T);
const valueFor = <T>(value: PerDate<T>, date: string): T => (typeof value === 'function' ? (value as (date: string) => T)(date) : value);

function* datesFrom(from: string, to: string): Generator<string> {
  for (let time = Date.parse(`${from}T00:00:00Z`); time < Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    yield new Date(time).toISOString().slice(0, 10);
  }
}

// Rates for every night in [from, to). Each value may be a function of the date.
export async function createDailyRates(
  db: Database,
  input: {
    ratePlan: Pick<RatePlan, 'id' | 'organizationId'>;
    unitTypeId: number;
    from: string;
    to: string;
    priceMinor?: PerDate<number>;
    minStay?: PerDate<number>;
    maxStay?: PerDate<number | null>;
    closedToArrival?: PerDate<boolean>;
    closedToDeparture?: PerDate<boolean>;
    stopSell?: PerDate<boolean>;
  },
): Promise<DailyRate[]> {
  const { priceMinor = 10_000, minStay = 1, maxStay = null, closedToArrival = false, closedToDeparture = false, stopSell = false } = input;
  const rows = [...datesFrom(input.from, input.to)].map((date) => ({
    organizationId: input.ratePlan.organizationId,
    unitTypeId: input.unitTypeId,
    ratePlanId: input.ratePlan.id,
    date,
    priceMinor: valueFor(priceMinor, date),
    minStay: valueFor(minStay, date),
    maxStay: valueFor(maxStay, date),
    closedToArrival: valueFor(closedToArrival, date),
    closedToDeparture: valueFor(closedToDeparture, date),
    stopSell: valueFor(stopSell, date),
  }));
  return rows.length ? db.insert(schema.dailyRates).values(rows).returning() : [];
}
