// The API's request histogram (api_http_request_duration_seconds), counted by hand and handed to
// prom-client's registry as a metric it renders like its own.
//
// Why not prom-client's Histogram: its observe converts the labels, validates them against the
// label names and hashes them at every call, even through a kept `labels()` child; the profile
// of a cached catalogue answer (about 50 µs on this machine) put 2.4 µs a request in it, half of
// the 5 % that observability may cost (docs/observability.md, session 25). Here a series is found
// by one map lookup and an observation is a few additions.

type Labels = { route: string; method: string; status_class: string };
type Series = { labels: Labels; counts: Float64Array; sum: number; count: number };
// What prom-client's registry reads from a metric (its MetricObjectWithValues).
type MetricValue = { labels: Record<string, string | number>; value: number; metricName: string };

export class RequestHistogram {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly buckets: readonly number[];
  // By route, then method, then status class (1 for 1xx … 5 for 5xx): lookups with the strings as
  // they come, no key built (and hashed) per request.
  private readonly series = new Map<string, Map<string, Series[]>>();
  // The same series in the order they appeared, for the scrape.
  private readonly all: Series[] = [];

  constructor(options: { name: string; help: string; buckets: readonly number[] }) {
    this.name = options.name;
    this.help = options.help;
    this.buckets = [...options.buckets].sort((a, b) => a - b);
  }

  observe(route: string, method: string, statusCode: number, seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const statusClass = Math.floor(statusCode / 100);
    let byMethod = this.series.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      this.series.set(route, byMethod);
    }
    let byClass = byMethod.get(method);
    if (byClass === undefined) {
      byClass = [];
      byMethod.set(method, byClass);
    }
    let series = byClass[statusClass];
    if (series === undefined) {
      series = { labels: { route, method, status_class: `${statusClass}xx` }, counts: new Float64Array(this.buckets.length), sum: 0, count: 0 };
      byClass[statusClass] = series;
      this.all.push(series);
    }
    // Per bucket, not cumulative: get() adds them up, as prom-client does.
    const bucket = this.buckets.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  // Read by the registry at each scrape: cumulative buckets, +Inf, sum and count per series.
  get(): { name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: MetricValue[] } {
    const values: MetricValue[] = [];
    for (const { labels, counts, sum, count } of this.all) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += counts[index]!;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  }

  reset(): void {
    this.series.clear();
    this.all.length = 0;
  }
}
