import type { HostDashboardOccupancy, HostDashboardRevenue } from '@direct/contracts';
import { formatMoney } from '@direct/domain/money';
import { DataTable } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { BarChart, type BarRow } from './bar-chart.tsx';

const rate = (figures: { bookedNights: number; availableNights: number }) => (figures.availableNights > 0 ? Math.round((figures.bookedNights / figures.availableNights) * 1000) / 10 : 0);

// One chart with its table: the table (a real <table> with caption and scopes) is the chart's
// text for screen readers and for anyone who wants the exact numbers.
type ChartRow = BarRow & { pastShort?: string; nextShort?: string };

function ChartWithTable({ id, title, rows, max, nameHeader, note }: { id: string; title: string; rows: ChartRow[]; max: number; nameHeader: string; note?: string }) {
  const { t } = useTranslation();
  return (
    <figure className="dashboard-chart" aria-labelledby={id}>
      <figcaption id={id}>
        <h3>{title}</h3>
        <span className="dashboard-chart__legend">
          <span className="dashboard-chart__key dashboard-chart__key--past" aria-hidden="true" /> {t('consoleToday.charts.past')}{' '}
          <span className="dashboard-chart__key dashboard-chart__key--next" aria-hidden="true" /> {t('consoleToday.charts.next')}
        </span>
        {note && <small className="dashboard-chart__note">{note}</small>}
      </figcaption>
      <BarChart rows={rows.map((row) => ({ ...row, pastText: row.pastShort ?? row.pastText, nextText: row.nextShort ?? row.nextText }))} max={max} />
      <DataTable caption={title} captionHidden>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{t('consoleToday.charts.past')}</th>
            <th scope="col">{t('consoleToday.charts.next')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.pastText}</td>
              <td>{row.nextText}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </figure>
  );
}

// Occupancy (booked of available unit-nights) and revenue, by property and by channel.
export function DashboardCharts({ occupancy, revenue }: { occupancy: HostDashboardOccupancy; revenue: HostDashboardRevenue | null }) {
  const { t, lng } = useTranslation();
  const percent = (value: number) => t('consoleToday.charts.percent', { value: new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(value) });
  const nights = (figures: HostDashboardOccupancy['byProperty'][number]['past']) =>
    figures.blockedNights > 0
      ? t('consoleToday.charts.nightsBlocked', { booked: figures.bookedNights, available: figures.availableNights, blocked: figures.blockedNights })
      : t('consoleToday.charts.nights', { booked: figures.bookedNights, available: figures.availableNights });
  const occupancyRows = (rows: { key: string; label: string; past: HostDashboardOccupancy['byProperty'][number]['past']; next: HostDashboardOccupancy['byProperty'][number]['next'] }[]): ChartRow[] =>
    rows.map((row) => ({
      key: row.key,
      label: row.label,
      past: rate(row.past),
      next: rate(row.next),
      pastShort: percent(rate(row.past)),
      nextShort: percent(rate(row.next)),
      pastText: `${percent(rate(row.past))} (${nights(row.past)})`,
      nextText: `${percent(rate(row.next))} (${nights(row.next)})`,
    }));
  const money = (minor: number, currency: string) => formatMoney(minor, currency, lng);
  const revenueRows = (rows: { key: string; label: string; currency: string; pastMinor: number; nextMinor: number }[]): BarRow[] =>
    rows.map((row) => ({ key: `${row.key}-${row.currency}`, label: row.label, past: row.pastMinor, next: row.nextMinor, pastText: money(row.pastMinor, row.currency), nextText: money(row.nextMinor, row.currency) }));
  const channel = (name: HostDashboardOccupancy['byChannel'][number]['channel']) => t(`consoleToday.charts.channels.${name}`);
  const revenueMax = (rows: BarRow[]) => Math.max(0, ...rows.flatMap((row) => [row.past, row.next]));
  const byPropertyRevenue = revenue ? revenueRows(revenue.byProperty.map((row) => ({ ...row, key: String(row.propertyId), label: row.currency === revenue.byProperty[0]?.currency ? row.name : `${row.name} (${row.currency})` }))) : [];
  const byChannelRevenue = revenue ? revenueRows(revenue.byChannel.map((row) => ({ ...row, key: row.channel, label: channel(row.channel) }))) : [];
  return (
    <section aria-labelledby="charts-title" className="dashboard__charts">
      <h2 id="charts-title">{t('consoleToday.charts.title')}</h2>
      <p className="muted">{t('consoleToday.charts.intro')}</p>
      <div className="dashboard__chart-grid">
        <ChartWithTable
          id="chart-occupancy-property"
          title={t('consoleToday.charts.occupancyByProperty')}
          note={t('consoleToday.charts.occupancyNote')}
          nameHeader={t('consoleToday.dashboard.columns.property')}
          max={100}
          rows={occupancyRows(occupancy.byProperty.map((row) => ({ ...row, key: String(row.propertyId), label: row.name })))}
        />
        {occupancy.byChannel.length > 0 ? (
          <ChartWithTable
            id="chart-occupancy-channel"
            title={t('consoleToday.charts.occupancyByChannel')}
            note={t('consoleToday.charts.occupancyNote')}
            nameHeader={t('consoleToday.charts.name')}
            max={100}
            rows={occupancyRows(occupancy.byChannel.map((row) => ({ ...row, key: row.channel, label: channel(row.channel) })))}
          />
        ) : (
          <p className="muted">{t('consoleToday.charts.empty')}</p>
        )}
        {byPropertyRevenue.length > 0 && (
          <ChartWithTable id="chart-revenue-property" title={t('consoleToday.charts.revenueByProperty')} nameHeader={t('consoleToday.dashboard.columns.property')} max={revenueMax(byPropertyRevenue)} rows={byPropertyRevenue} />
        )}
        {byChannelRevenue.length > 0 && (
          <ChartWithTable id="chart-revenue-channel" title={t('consoleToday.charts.revenueByChannel')} nameHeader={t('consoleToday.charts.name')} max={revenueMax(byChannelRevenue)} rows={byChannelRevenue} />
        )}
      </div>
    </section>
  );
}
