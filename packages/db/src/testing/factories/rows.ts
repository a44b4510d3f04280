import type * as schema from '../../schema/index.ts';

// Row and insert types of the tables the factories create.
export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export type Organization = Row<typeof schema.organizations>;
export type Brand = Row<typeof schema.brands>;
export type BrandDomain = Row<typeof schema.brandDomains>;
export type City = Row<typeof schema.cities>;
export type Property = Row<typeof schema.properties>;
export type UnitType = Row<typeof schema.unitTypes>;
export type Unit = Row<typeof schema.units>;
export type RatePlan = Row<typeof schema.ratePlans>;
export type CancellationPolicy = Row<typeof schema.cancellationPolicies>;
export type DailyRate = Row<typeof schema.dailyRates>;
export type Booking = Row<typeof schema.bookings>;
export type UnitAllocation = Row<typeof schema.unitAllocations>;
