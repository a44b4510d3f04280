import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { daysBetween } from '../calendar-dates.ts';
import { holidayEnd, holidayStart, holidaySurchargePercent, seasonCalendarRows } from '../rate-calendar.ts';
import type { RateSeries } from '../world/types.ts';

// Daily rates are expanded in the database: one small parameter row per (unit type, rate plan)
// becomes ~550 dated rows through generate_series and arithmetic on ids and dates, so 10,000
// properties (millions of rows) never travel through JavaScript one row at a time.

const seriesPerStatement = 400;

function calendarValues() {
  return sql.join(
    seasonCalendarRows().map((r) => sql`(${r.profile}::text, ${r.month}::int, ${r.pricePercent}::int, ${r.band}::text)`),
    sql`, `,
  );
}

export async function insertDailyRates(db: Database, series: readonly RateSeries[], startDate: string, endDate: string): Promise<void> {
  const days = daysBetween(startDate, endDate);
  const calendar = calendarValues();
  for (let start = 0; start < series.length; start += seriesPerStatement) {
    const chunk = JSON.stringify(series.slice(start, start + seriesPerStatement));
    await db.execute(sql`
      with calendar (profile, month, price_percent, band) as (values ${calendar}),
      series as (
        select * from json_to_recordset(${chunk}::json) as s(
          "organizationId" int, "unitTypeId" int, "ratePlanId" int, "priceMinor" int, "weekendPercent" int,
          "season" text, "minStayLow" int, "minStayMid" int, "minStayPeak" int, "maxStay" int,
          "closedArrivalDow" int, "closedDepartureDow" int, "peakChangeoverDow" int)
      ),
      days as (
        select i, d, extract(dow from d)::int as dow, extract(month from d)::int as month,
          (extract(month from d) = ${holidayStart.month} and extract(day from d) >= ${holidayStart.day})
            or (extract(month from d) = ${holidayEnd.month} and extract(day from d) <= ${holidayEnd.day}) as holiday
        from generate_series(0, ${days - 1}::int) as i, lateral (select ${startDate}::date + i as d) as day
      ),
      priced as (
        select s.*, days.*,
          case when days.holiday then 'peak' else c.band end as demand,
          c.band = 'peak' as regular_peak,
          c.price_percent + case when days.holiday then ${holidaySurchargePercent} else 0 end as level
        from series s
        cross join days
        join calendar c on c.profile = s."season" and c.month = days.month
      )
      insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor, min_stay, max_stay,
        closed_to_arrival, closed_to_departure, stop_sell)
      select "organizationId", "unitTypeId", "ratePlanId", d,
        -- Reference price x season % x weekend % x a +-3% wobble, rounded to whole currency
        -- units; exact integer arithmetic (the three percentages and the rounding = 10^8).
        (("priceMinor"::bigint * level
          * case when dow in (5, 6) then 100 + "weekendPercent" else 100 end
          * (97 + ("unitTypeId" * 31 + i * 17) % 7) + 50000000) / 100000000 * 100)::int,
        case
          when demand = 'peak' then "minStayPeak"
          when dow in (5, 6) then greatest(case demand when 'mid' then "minStayMid" else "minStayLow" end, 2)
          when demand = 'mid' then "minStayMid"
          else "minStayLow"
        end,
        "maxStay",
        dow = "closedArrivalDow" or ("peakChangeoverDow" >= 0 and regular_peak and dow <> "peakChangeoverDow"),
        dow = "closedDepartureDow" or ("peakChangeoverDow" >= 0 and regular_peak and dow <> "peakChangeoverDow"),
        -- A four-night maintenance block per unit type, and the odd sold-out night, never in the
        -- first two weeks: a demo guest (and the console's "done means" walk) can book a stay
        -- arriving today or tomorrow on any day of the week.
        i between 40 + ("unitTypeId" * 37) % 400 and 43 + ("unitTypeId" * 37) % 400
          or (i >= 14 and ("unitTypeId" * 7919 + i * 104729) % 211 = 0)
      from priced
    `);
  }
}
