import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram.ts';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const name = 'api_http_request_duration_seconds';
const help = 'API requests by route pattern.';

// The same observations through prom-client's own Histogram and through ours: the scrape must read
// the same, line for line (buckets cumulative, +Inf, sum, count, label order and escaping).
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
      const statusClass = random() < 0.9 ? '2xx' : '4xx';
      // From well under the first bucket to past the last, and exactly on bounds.
      const seconds = random() < 0.1 ? buckets[Math.floor(random() * buckets.length)]! : random() ** 3 * 12;
      reference.observe({ route, method, status_class: statusClass }, seconds);
      histogram.observe(route, method, statusClass, seconds);
    }

    const lines = async (registry: Registry) => (await registry.metrics()).split('\n');
    expect(await lines(ours)).toEqual(await lines(theirs));
  });

  it('ignores a duration that is not a number, and starts again after a reset', async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram({ name, help, buckets });
    registry.registerMetric(histogram as unknown as Metric);
    histogram.observe('/health', 'GET', '2xx', Number.NaN);
    histogram.observe('/health', 'GET', '2xx', 0.002);
    const text = await registry.metrics();
    expect(text).toContain(`${name}_count{route="/health",method="GET",status_class="2xx"} 1`);
    expect(text).toContain(`${name}_bucket{le="0.005",route="/health",method="GET",status_class="2xx"} 1`);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain(`${name}_count`);
  });
});
