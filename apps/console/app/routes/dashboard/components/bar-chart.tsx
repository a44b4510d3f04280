import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

// `pastText`/`nextText` label the bars; the table beside the chart may say more.
export type BarRow = { key: string; label: string; past: number; next: number; pastText: string; nextText: string };

const width = 400;
const labelHeight = 18;
const barHeight = 14;
const gap = 4;
const rowHeight = labelHeight + 2 * barHeight + gap + 10;

// Two bars per row (last 90 days, next 90 days), drawn on the server as SVG: no script reaches the
// browser. The chart scales with its box (viewBox), so it fits a phone; its numbers are also in the
// table the caller puts beside it, which is what screen readers read (the SVG is decorative).
export function BarChart({ rows, max }: { rows: BarRow[]; max: number }) {
  const x = scaleLinear<number>({ domain: [0, Math.max(max, 1)], range: [0, width - 100] });
  const height = rows.length * rowHeight;
  return (
    <svg className="bar-chart" viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" focusable="false">
      {rows.map((row, index) => (
        <Group key={row.key} top={index * rowHeight}>
          <text className="bar-chart__label" x={0} y={labelHeight - 6}>
            {row.label}
          </text>
          <Bar className="bar-chart__bar bar-chart__bar--past" x={0} y={labelHeight} width={Math.max(x(row.past), 1)} height={barHeight} rx={3} />
          <text className="bar-chart__value" x={Math.max(x(row.past), 1) + 6} y={labelHeight + barHeight - 3}>
            {row.pastText}
          </text>
          <Bar className="bar-chart__bar bar-chart__bar--next" x={0} y={labelHeight + barHeight + gap} width={Math.max(x(row.next), 1)} height={barHeight} rx={3} />
          <text className="bar-chart__value" x={Math.max(x(row.next), 1) + 6} y={labelHeight + 2 * barHeight + gap - 3}>
            {row.nextText}
          </text>
        </Group>
      ))}
    </svg>
  );
}
