import { sql, type SQL } from 'drizzle-orm';

// The card's "from" price (averageNightlyPrice), one definition for the catalogue lists and the
// search filters: per night the cheapest price among the base plans and active unit types,
// stop-sold nights left out, averaged over [from, from + nights). Rows: property_id, amount_minor.
export function averageNightlyPriceSql(propertyIds: SQL, from: string, nights: number): SQL {
  return sql`select night.property_id, round(avg(night.price))::int as amount_minor
    from (
      select rp.property_id, d.date, min(d.price_minor) as price
      from rate_plans rp
      join daily_rates d on d.organization_id = rp.organization_id and d.rate_plan_id = rp.id
      join unit_types ut on ut.organization_id = d.organization_id and ut.id = d.unit_type_id and ut.is_active
      where rp.parent_rate_plan_id is null and rp.is_active and not d.stop_sell
        and d.date >= ${from}::date and d.date < ${from}::date + ${nights}::int
        and rp.property_id in (${propertyIds})
      group by rp.property_id, d.date
    ) night
    group by night.property_id`;
}
