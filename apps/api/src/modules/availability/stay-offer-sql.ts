import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween, type GuestCount, type Stay } from '@direct/domain';
import { liveAllocation } from './availability.repository.ts';
import { fitsGuests } from './search-conditions.ts';

// The SQL twin of rateOptions' cheapest bookable total for one property (`propertyId`), so a search
// can check thousands of candidates in the database, in list order, and stop once a page is full.
// It follows packages/domain exactly for the common shapes: stay restrictions (checkStayRestrictions),
// derived plans one level below a base plan (adjustByPercent per night), mandatory fees (feeAmount)
// and taxes (taxAmount), the host's best promotion (bestPromotion), rounding halves away from zero
// as divideRounded does. For shapes it does
// not model (a derived plan with rows of its own in the stay, or derived from a derived plan) it
// answers `uncertain` and the service asks the domain. Arrival against today at the property and
// the property's own booking-engine flag are the caller's. The domain also re-checks every listed
// property, so a divergence here can hide a property, never list an unbookable one.

export type StayOfferInput = {
  stay: Stay;
  nights: number;
  guests: GuestCount;
  bookingEngineOnly: boolean;
  now: Date;
};

// Mandatory fees of the unit type `ut` for the stay.
function feesOfUnitType(propertyId: SQL, input: StayOfferInput): SQL {
  const { guests, nights } = input;
  const allGuests = guests.adults + guests.children;
  const extraGuests = sql`greatest(0, ${allGuests}::int - ut.base_occupancy)`;
  const guestCount = sql`(case when f.kind = 'extra_guest' then ${extraGuests} else ${allGuests}::int end)`;
  return sql`select coalesce(sum(case when f.kind = 'extra_guest' and ${extraGuests} = 0 then 0 else f.amount_minor::bigint * case f.calculation
        when 'per_stay' then 1
        when 'per_night' then ${nights}::int
        when 'per_guest' then ${guestCount}
        when 'per_guest_per_night' then ${guestCount} * ${nights}::int
        when 'per_pet' then ${guests.pets}::int
        when 'per_pet_per_night' then ${guests.pets}::int * ${nights}::int
      end end), 0) as fee
    from fees f where f.property_id = ${propertyId} and f.is_mandatory and (f.unit_type_id is null or f.unit_type_id = ut.id)`;
}

// The property's taxes on an accommodation total `acc` and fee total `fee`; who pays a per-person
// tax is taxedGuests' rule (children with an exemption age pay nothing).
function taxesOf(propertyId: SQL, input: StayOfferInput, acc: SQL, fee: SQL): SQL {
  const { guests, nights } = input;
  const taxedNights = sql`least(${nights}::int, coalesce(t.max_nights, ${nights}::int))`;
  return sql`(select coalesce(sum(case t.kind
        when 'percentage' then round((${acc} + case when t.includes_fees then ${fee} else 0 end) * t.percent / 100)
        when 'per_person_per_night' then t.amount_minor::bigint * (${guests.adults}::int + case when t.applies_to_children and t.exempt_under_age is null then ${guests.children}::int else 0 end) * ${taxedNights}
        when 'per_night' then t.amount_minor::bigint * ${taxedNights}
        when 'per_stay' then t.amount_minor
      end), 0) from taxes t where t.property_id = ${propertyId})`;
}

// The host's automatic promotions that apply to the stay (promotionApplies), except the days-before-
// arrival test, which is `early`'s: today at the property is UTC's today ± 1 day. The host comes
// from the caller's row: joining the property again cost two index look-ups per candidate.
function promotionsOf(propertyId: SQL, organizationId: SQL, input: StayOfferInput, early: SQL): SQL {
  const { stay, nights } = input;
  return sql`from promotions pr
    where pr.organization_id = ${organizationId} and pr.is_active and (pr.property_id is null or pr.property_id = ${propertyId})
      and (pr.min_nights is null or pr.min_nights <= ${nights}::int)
      and (pr.stay_from is null or pr.stay_from <= ${stay.checkIn}::date)
      and (pr.stay_until is null or pr.stay_until >= ${addDays(stay.checkOut, -1)}::date) and ${early}`;
}

// What the best applying promotion takes off an accommodation total `acc` (bestPromotion,
// discountAmount: never more than the nights), and whether a promotion's days-before-arrival
// lands on the uncertain day, so only the domain can tell.
function promotionTerms(propertyId: SQL, organizationId: SQL, input: StayOfferInput, acc: SQL): { discount: SQL; uncertain: SQL } {
  const days = daysBetween(input.now.toISOString().slice(0, 10), input.stay.checkIn);
  const amount = sql`greatest(0, least(${acc}, case pr.kind when 'percentage' then round(${acc} * pr.percent / 100) else pr.amount_minor end))`;
  return {
    discount: sql`(select coalesce(max(${amount}), 0) ${promotionsOf(propertyId, organizationId, input, sql`(pr.min_days_before_arrival is null or pr.min_days_before_arrival < ${days}::int)`)})`,
    uncertain: sql`exists (select 1 ${promotionsOf(propertyId, organizationId, input, sql`pr.min_days_before_arrival between ${days}::int and ${days + 1}::int`)})`,
  };
}

// The effective rows of plan `rp` for unit type `ut` over check-in..check-out: a base plan's own
// rows, or a derived plan's parent rows at the adjusted price (adjustByPercent: the percentage in
// thousandths, rounded once per night, halves away from zero). `ok` is the stay restrictions;
// `own` whether a derived plan has rows of its own there (then only the domain resolves it).
function stayRows(input: StayOfferInput): SQL {
  const { stay, nights } = input;
  const checkIn = sql`${stay.checkIn}::date`;
  const checkOut = sql`${stay.checkOut}::date`;
  const scaled = sql`(d.price_minor::bigint * (100000 + round(rp.derived_percent * 1000)::bigint))`;
  const price = sql`case when rp.derived_percent is null then d.price_minor::bigint
    when ${scaled} >= 0 then (${scaled} + 50000) / 100000 else -((50000 - ${scaled}) / 100000) end`;
  const base = sql`coalesce(rp.parent_rate_plan_id, rp.id)`;
  // One range of the calendar's covering index holds both the priced plan's rows and a derived
  // plan's own: reading the own rows through the primary key cost another cold index page per
  // derived plan and candidate.
  return sql`select sum(${price}) filter (where d.rate_plan_id = ${base} and d.date < ${checkOut}) as acc,
      count(*) filter (where d.rate_plan_id = ${base} and d.date < ${checkOut} and not d.stop_sell) = ${nights}::int
        and coalesce(bool_or(d.rate_plan_id = ${base} and d.date = ${checkIn} and not d.closed_to_arrival and d.min_stay <= ${nights}::int
          and (d.max_stay is null or d.max_stay >= ${nights}::int)), false)
        and not coalesce(bool_or(d.rate_plan_id = ${base} and d.date = ${checkOut} and d.closed_to_departure), false) as ok,
      rp.parent_rate_plan_id is not null and coalesce(bool_or(d.rate_plan_id = rp.id), false) as own
    from daily_rates d
    where d.unit_type_id = ut.id and d.date between ${checkIn} and ${checkOut} and (d.rate_plan_id = rp.id or d.rate_plan_id = ${base})`;
}

// The most units of `ut` that live allocations take on any night of the stay.
function mostTaken(input: StayOfferInput): SQL {
  const checkIn = sql`${input.stay.checkIn}::date`;
  const checkOut = sql`${input.stay.checkOut}::date`;
  return sql`(select coalesce(max(t.taken), 0) from (
      select count(distinct u.id) as taken
      from units u
      join unit_allocations a on a.unit_id = u.id and ${liveAllocation(input.now)} and a.starts_on < ${checkOut} and a.ends_on > ${checkIn}
      cross join lateral generate_series(greatest(a.starts_on, ${checkIn}), least(a.ends_on, ${checkOut}) - 1, interval '1 day') as n(night)
      where u.unit_type_id = ut.id and u.is_active
      group by n.night) t)`;
}

// One row for `propertyId` of host `organizationId`: total_minor, the cheapest bookable total the
// SQL is sure of (null: none), and uncertain, whether some offer needs the domain to tell.
// The fences (`offset 0`) keep PostgreSQL's generic plan from repeating work per candidate
// (decision 0050, session 27): the unit types that host the party and are free, with their fees,
// are found once, then each one's plans (not every unit type again per plan); and the caller's
// filter on this row is not pushed into the aggregate, where it copied the taxes and promotions
// subqueries and ran them twice.
export function cheapestStayOffer(propertyId: SQL, organizationId: SQL, input: StayOfferInput): SQL {
  const offeredPlan = input.bookingEngineOnly ? sql`rp.is_active and rp.allow_for_booking_engine` : sql`rp.is_active`;
  const promotion = promotionTerms(propertyId, organizationId, input, sql`x.acc`);
  return sql`select min(o.total)::float8 as total_minor, coalesce(bool_or(o.uncertain), false) or ${promotion.uncertain} as uncertain
    from (
      select case when not x.uncertain and x.ok then x.acc + x.fee + ${taxesOf(propertyId, input, sql`x.acc`, sql`x.fee`)} - ${promotion.discount} end as total, x.uncertain
      from (
        select ut.fee, plan.acc, plan.ok, plan.uncertain
        from (
          select ut.id, fe.fee
          from unit_types ut
          cross join lateral (${feesOfUnitType(propertyId, input)}) fe
          where ut.property_id = ${propertyId} and ut.is_active and ${fitsGuests(input.guests)}
            and (select count(*) from units u where u.unit_type_id = ut.id and u.is_active) > ${mostTaken(input)}
          offset 0
        ) ut
        cross join lateral (
          select r.acc, r.ok, rp.parent_rate_plan_id is not null and (parent.parent_rate_plan_id is not null or r.own) as uncertain
          from rate_plans rp
          -- Read beside the plan itself (the property's plans), not through the primary key.
          left join rate_plans parent on parent.property_id = ${propertyId} and parent.id = rp.parent_rate_plan_id
          cross join lateral (${stayRows(input)}) r
          where rp.property_id = ${propertyId} and ${offeredPlan}
            -- A plan whose parent is not one of the property's plans sells nothing (resolveSafely).
            and (rp.parent_rate_plan_id is null or parent.id is not null)
          offset 0
        ) plan
      ) x
    ) o
    offset 0`;
}
