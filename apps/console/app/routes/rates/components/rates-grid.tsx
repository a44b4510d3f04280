import type { RatesCalendar } from '@direct/contracts';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The rates-and-availability grid: unit types down, the nights of the chosen months across, each
// cell the plan's price, minimum stay and restriction markers, shaded by what takes the units.
// A range is selected by dragging, or from the keyboard (arrows move, Shift extends, Enter edits:
// an ARIA grid with one focusable cell). The selection goes to the editor beside the grid.

export type GridSelection = { unitTypeIds: number[]; from: string; to: string; dates: number };
type Point = { row: number; col: number };

const monthKey = (date: string) => date.slice(0, 7);

function rectangle(anchor: Point, focus: Point) {
  return { top: Math.min(anchor.row, focus.row), bottom: Math.max(anchor.row, focus.row), left: Math.min(anchor.col, focus.col), right: Math.max(anchor.col, focus.col) };
}

// onEdit's `focusEditor`: the keyboard moves on to the editor; a mouse drag only fills it.
export function RatesGrid({ calendar, onEdit }: { calendar: RatesCalendar; onEdit: (selection: GridSelection, focusEditor: boolean) => void }) {
  const { t, lng } = useTranslation();
  const { dates, unitTypes } = calendar;
  const [focus, setFocus] = useState<Point>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<Point | null>(null);
  const dragging = useRef(false);
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(lng, { weekday: 'narrow', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(lng, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
      price: new Intl.NumberFormat(lng, { style: 'currency', currency: calendar.property.currency, maximumFractionDigits: 0 }),
    }),
    [lng, calendar.property.currency],
  );
  const months = useMemo(() => {
    const spans: { key: string; label: string; count: number }[] = [];
    for (const date of dates) {
      const last = spans.at(-1);
      if (last?.key === monthKey(date)) last.count += 1;
      else spans.push({ key: monthKey(date), label: formats.month.format(new Date(`${date}T00:00:00Z`)), count: 1 });
    }
    return spans;
  }, [dates, formats]);

  const selected = anchor ? rectangle(anchor, focus) : null;
  const isSelected = (row: number, col: number) => (selected ? row >= selected.top && row <= selected.bottom && col >= selected.left && col <= selected.right : false);
  const selectionOf = (area: NonNullable<typeof selected>): GridSelection => ({
    unitTypeIds: unitTypes.slice(area.top, area.bottom + 1).map((unitType) => unitType.id),
    from: dates[area.left]!,
    to: dates[area.right]!,
    dates: area.right - area.left + 1,
  });

  // Focus follows the roving cell once the keyboard or the mouse moved it.
  useEffect(() => {
    if (!moved.current) return;
    table.current?.querySelector<HTMLElement>(`[data-cell="${focus.row}-${focus.col}"]`)?.focus();
  }, [focus]);

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const move = (to: Point, extend: boolean) => {
    moved.current = true;
    const next = { row: Math.max(0, Math.min(unitTypes.length - 1, to.row)), col: Math.max(0, Math.min(dates.length - 1, to.col)) };
    setAnchor(extend ? (anchor ?? focus) : next);
    setFocus(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, Point> = { ArrowUp: { row: -1, col: 0 }, ArrowDown: { row: 1, col: 0 }, ArrowLeft: { row: 0, col: -1 }, ArrowRight: { row: 0, col: 1 } };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      move({ row: focus.row + step.row, col: focus.col + step.col }, event.shiftKey);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move({ row: focus.row, col: event.key === 'Home' ? 0 : dates.length - 1 }, event.shiftKey);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onEdit(selectionOf(selected ?? rectangle(focus, focus)), true);
    } else if (event.key === 'Escape') {
      setAnchor(null);
    }
  };

  const label = (row: number, col: number) => {
    const unitType = unitTypes[row]!;
    const price = unitType.priceMinor[col];
    const parts = [price === null || price === undefined ? t('consoleRates.calendar.noRate') : formats.price.format(price / 100)];
    const minStay = unitType.minStay[col];
    if (minStay && minStay > 1) parts.push(t('consoleRates.calendar.minStay', { count: minStay }));
    const maxStay = unitType.maxStay[col];
    if (maxStay) parts.push(t('consoleRates.calendar.maxStay', { count: maxStay }));
    if (unitType.closedToArrival[col]) parts.push(t('consoleRates.calendar.cta'));
    if (unitType.closedToDeparture[col]) parts.push(t('consoleRates.calendar.ctd'));
    if (unitType.stopSell[col]) parts.push(t('consoleRates.calendar.stopSell'));
    if (unitType.source[col] === 'derived') parts.push(t('consoleRates.calendar.fromParent'));
    const booked = unitType.booked[col] ?? 0;
    const held = unitType.held[col] ?? 0;
    const blocked = unitType.blocked[col] ?? 0;
    if (booked) parts.push(t('consoleRates.calendar.booked', { count: booked }));
    if (held) parts.push(t('consoleRates.calendar.held', { count: held }));
    if (blocked) parts.push(t('consoleRates.calendar.blocked', { count: blocked }));
    parts.push(t('consoleRates.calendar.free', { free: Math.max(0, unitType.units - booked - held - blocked), units: unitType.units }));
    return `${unitType.name}, ${formats.long.format(new Date(`${dates[col]}T00:00:00Z`))}: ${parts.join(', ')}`;
  };

  const shade = (row: number, col: number) => {
    const unitType = unitTypes[row]!;
    const taken = (unitType.booked[col] ?? 0) + (unitType.held[col] ?? 0) + (unitType.blocked[col] ?? 0);
    if (unitType.blocked[col] && taken >= unitType.units) return 'rate-cell--blocked';
    if (taken >= unitType.units && unitType.units > 0) return 'rate-cell--full';
    if (taken > 0) return 'rate-cell--partly';
    return '';
  };

  return (
    <>
    <p id="rates-grid-help" className="rates-grid__help">
      {t('consoleRates.calendar.caption', { plan: calendar.ratePlan.name, from: formats.long.format(new Date(`${dates[0]}T00:00:00Z`)), to: formats.long.format(new Date(`${dates.at(-1)}T00:00:00Z`)) })}
    </p>
    <div className="rates-grid-scroll">
      <table ref={table} role="grid" aria-multiselectable="true" aria-labelledby="rates-grid-help" className="rates-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="rates-grid__corner">
              {t('consoleRates.calendar.unitType')}
            </th>
            {months.map((month) => (
              <th key={month.key} scope="colgroup" colSpan={month.count} className="rates-grid__month">
                <span className="rates-grid__month-label">{month.label}</span>
              </th>
            ))}
          </tr>
          <tr>
            {dates.map((date) => {
              const day = new Date(`${date}T00:00:00Z`);
              const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
              return (
                <th key={date} scope="col" className={weekend ? 'rates-grid__day rates-grid__day--weekend' : 'rates-grid__day'} abbr={formats.long.format(day)}>
                  <span aria-hidden="true">{formats.weekday.format(day)}</span>
                  <span>{day.getUTCDate()}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {unitTypes.map((unitType, row) => (
            <tr key={unitType.id}>
              <th scope="row" className="rates-grid__unit-type">
                <span className="rates-grid__unit-name">{unitType.name}</span>
                <span className="rates-grid__unit-count">{t('consoleRates.calendar.unitCount', { count: unitType.units })}</span>
              </th>
              {dates.map((date, col) => {
                const price = unitType.priceMinor[col];
                const minStay = unitType.minStay[col];
                const focused = focus.row === row && focus.col === col;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-cell={`${row}-${col}`}
                    tabIndex={focused ? 0 : -1}
                    aria-selected={isSelected(row, col)}
                    className={['rate-cell', shade(row, col), unitType.source[col] === 'derived' ? 'rate-cell--derived' : '', unitType.stopSell[col] ? 'rate-cell--stop' : ''].filter(Boolean).join(' ')}
                    onPointerDown={(event) => {
                      if (event.button !== 0) return;
                      dragging.current = true;
                      move({ row, col }, event.shiftKey);
                    }}
                    onFocus={() => {
                      // Focus that arrived another way (a script, assistive technology) moves the roving cell too.
                      if (focus.row !== row || focus.col !== col) {
                        setFocus({ row, col });
                        setAnchor(null);
                      }
                    }}
                    onPointerEnter={() => {
                      if (dragging.current) {
                        moved.current = true;
                        setFocus({ row, col });
                      }
                    }}
                    onPointerUp={() => {
                      if (!dragging.current) return;
                      dragging.current = false;
                      onEdit(selectionOf(rectangle(anchor ?? { row, col }, { row, col })), false);
                    }}
                  >
                    <span className="visually-hidden">{label(row, col)}</span>
                    <span className="rate-cell__price" aria-hidden="true">
                      {price === null || price === undefined ? '–' : Math.round(price / 100)}
                    </span>
                    <span className="rate-cell__marks" aria-hidden="true">
                      {minStay && minStay > 1 ? <span>{minStay}+</span> : null}
                      {unitType.closedToArrival[col] ? <span>CTA</span> : null}
                      {unitType.closedToDeparture[col] ? <span>CTD</span> : null}
                      {unitType.stopSell[col] ? <span>✕</span> : null}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {selected && (
        <p className="rates-grid__selection" role="status">
          {t('consoleRates.calendar.selected', { count: (selected.right - selected.left + 1) * (selected.bottom - selected.top + 1) })}{' '}
          <button type="button" className="link-button" onClick={() => setAnchor(null)}>
            {t('consoleRates.calendar.clearSelection')}
          </button>
        </p>
      )}
    </div>
    </>
  );
}
