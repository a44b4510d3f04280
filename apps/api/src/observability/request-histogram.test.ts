import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram.ts';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const name = 'api_http_request_duration_seconds';
const help = 'API requests by route pattern.';

// The same observations through prom-client's own Histogram and through ours: the scrape must read
// the same lines (buckets cumulative, +Inf, sum, count, label order and escaping); only the order of
// the series may differ, which Prometheus does not read.
describe("the API's request histogram", () => {
  it('renders exactly as prom-client renders its own histogram', async () => {
    const theirs = new Registry();
    const reference = new Histogram({ name, help, labelNames: ['route', 'method', 'status_class'] as const, buckets, registers: [theirs] });
    const ours = new Registry();
    const histogram = new RequestHistogram({ name, help, buckets });
    ours.registerMetric(histogram as unknown as Metric);

    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const routes = ['/apis/direct/properties', '/apis/properties/:id', 'unmatched', '/apis/a"quoted\\route'];
    for (let index = 0; index < 2_000; index += 1) {
      const route = routes[Math.floor(random() * routes.length)]!;
      const method = random() < 0.8 ? 'GET' : 'POST';
      const status = random() < 0.9 ? 200 : random() < 0.5 ? 404 : 503;
      // From well under the first bucket to past the last, and exactly on bounds.
      const seconds = random() < 0.1 ? buckets[Math.floor(random() * buckets.length)]! : random() ** 3 * 12;
      reference.observe({ route, method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      histogram.observe(route, method, status, seconds);
    }

    const lines = async (registry: Registry) => (await registry.metrics()).split('\n');
    const [ourLines, theirLines] = [await lines(ours), await lines(theirs)];
    expect(ourLines.slice(0, 2)).toEqual([`# HELP ${name} ${help}`, `# TYPE ${name} histogram`]);
    expect([...ourLines].sort()).toEqual([...theirLines].sort());
    expect(ourLines.length).toBeGreaterThan(100);
    // Within a series, the same order: buckets from the smallest bound, +Inf, sum, count.
    const bySeries = (all: string[]) => {
      const series = new Map<string, string[]>();
      for (const line of all.filter((candidate) => candidate.startsWith(name))) {
        const key = line.replace(/le="[^"]*",/, '').replace(/^\w+?(_bucket|_sum|_count)\{/, '{').replace(/ [^ ]+$/, '');
        series.set(key, [...(series.get(key) ?? []), line]);
      }
      return series;
    };
    const ourSeries = bySeries(ourLines);
    expect(ourSeries.size).toBe(4 * 2 * 3);
    for (const [key, theirSeriesLines] of bySeries(theirLines)) expect(ourSeries.get(key)).toEqual(theirSeriesLines);
  });

  it('ignores a duration that is not a number, and starts again after a reset', async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram({ name, help, buckets });
    registry.registerMetric(histogram as unknown as Metric);
    histogram.observe('/health', 'GET', 200, Number.NaN);
    histogram.observe('/health', 'GET', 204, 0.002);
    const text = await registry.metrics();
    expect(text).toContain(`${name}_count{route="/health",method="GET",status_class="2xx"} 1`);
    expect(text).toContain(`${name}_bucket{le="0.005",route="/health",method="GET",status_class="2xx"} 1`);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain(`${name}_count`);
  });
});
