import type { SeasonProfile } from './catalog/destinations/index.ts';

// Price level (percent of the reference price) and demand band for each month of each season
// profile. The daily-rates SQL joins this table; minimum stays follow the band.
export type DemandBand = 'low' | 'mid' | 'peak';

type Month = readonly [pricePercent: number, band: DemandBand];

export const seasonCalendar: Record<SeasonProfile, readonly Month[]> = {
  // Portugal: long summer, busy June festivals, mild winters.
  atlantic: [[75, 'low'], [75, 'low'], [85, 'low'], [100, 'mid'], [105, 'mid'], [125, 'peak'], [140, 'peak'], [150, 'peak'], [120, 'mid'], [100, 'mid'], [80, 'low'], [90, 'low']],
  mediterranean: [[70, 'low'], [75, 'low'], [90, 'mid'], [110, 'mid'], [120, 'mid'], [135, 'peak'], [150, 'peak'], [150, 'peak'], [125, 'mid'], [105, 'mid'], [80, 'low'], [85, 'low']],
  // Ski resorts: winter is the high season, spring and autumn are quiet.
  alpine: [[150, 'peak'], [165, 'peak'], [140, 'peak'], [95, 'mid'], [60, 'low'], [80, 'low'], [115, 'mid'], [120, 'mid'], [90, 'low'], [65, 'low'], [60, 'low'], [130, 'peak']],
  alpine_city: [[110, 'mid'], [115, 'mid'], [100, 'mid'], [85, 'low'], [90, 'low'], [110, 'mid'], [130, 'peak'], [135, 'peak'], [110, 'mid'], [90, 'low'], [80, 'low'], [125, 'peak']],
  // Art cities: spring and early autumn are busiest, August is hot and quieter.
  art_city: [[70, 'low'], [75, 'low'], [95, 'mid'], [125, 'peak'], [135, 'peak'], [130, 'peak'], [115, 'mid'], [100, 'mid'], [130, 'peak'], [120, 'peak'], [85, 'low'], [95, 'low']],
};

// Christmas to New Year is peak everywhere, with this surcharge on top of the month's level.
export const holidaySurchargePercent = 25;
export const holidayStart = { month: 12, day: 20 };
export const holidayEnd = { month: 1, day: 3 };

export function seasonCalendarRows(): { profile: SeasonProfile; month: number; pricePercent: number; band: DemandBand }[] {
  return Object.entries(seasonCalendar).flatMap(([profile, months]) =>
    months.map(([pricePercent, band], index) => ({ profile: profile as SeasonProfile, month: index + 1, pricePercent, band })),
  );
}
