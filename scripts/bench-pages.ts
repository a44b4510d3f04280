// `npm run bench:pages`: Lighthouse (mobile, its default simulated throttling) on the guest site's
// pages, 3 runs each, the median of each figure printed beside its target. It starts the built
// site and the API on a fresh in-memory PGlite with the demo data on its own ports, or measures a
// running site: `-- --url http://lisbon-stays.localhost:3400 --api http://127.0.0.1:4400`.
// Other options: `--runs 5`, `--only property`, `--save <dir>` (the median runs' JSON reports),
// `--tls` (nginx with TLS and HTTP/2 in front of the started site, port --tls-port 8470: how a
// production deployment serves it, decision 0049; with --url: its self-signed certificate is accepted).
// It reports and exits 0; it is not a test (scores move with the machine's load).
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { type BenchPage, benchPages } from './bench/page-addresses.ts';
import { startSite, stopSite, type Site } from './bench/site-under-test.ts';
import { startTlsProxy } from './bench/tls-proxy.ts';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    api: { type: 'string', default: 'http://127.0.0.1:4400' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    save: { type: 'string' },
    tls: { type: 'boolean', default: false },
    'tls-port': { type: 'string', default: '8470' },
    'api-port': { type: 'string', default: '4470' },
    'web-port': { type: 'string', default: '3470' },
  },
});

const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500 };
// --tls: the site behind TLS and HTTP/2 with a self-signed certificate, as a production
// deployment serves it (decision 0049).
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
if (options.tls) chromeFlags.push('--ignore-certificate-errors');

type Figures = { performance: number; accessibility: number; bestPractices: number; seo: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number };

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// Audits that lost points in a run (scored audits under 1), so a low score says why.
function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(`${category.id}/${ref.id} (${audit.displayValue ?? audit.score})`);
    }
  }
  return [...failed];
}

async function measure(site: Site, pages: BenchPage[], runs: number) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  const rows: { page: BenchPage; runs: number; figures: Figures; failed: string[]; benchmarkIndex: number }[] = [];
  try {
    for (const page of pages) {
      const results: Result[] = [];
      // A run whose trace broke (NO_NAVSTART and the like, more frequent on a loaded machine) has
      // no figures: it is run again, up to as many extra times as runs asked for.
      for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
        const answer = await lighthouse(`${site.webOrigin}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!answer) throw new Error(`Lighthouse gave no result for ${page.name}`);
        if (answer.lhr.runtimeError) console.error(`${page.name}: ${answer.lhr.runtimeError.message} (run again)`);
        else results.push(answer.lhr);
      }
      if (results.length === 0) {
        console.error(`${page.name}: no valid run`);
        continue;
      }
      const all = results.map(figuresOf);
      const figures = Object.fromEntries(Object.keys(all[0]!).map((key) => [key, median(all.map((one) => one[key as keyof Figures]))])) as Figures;
      const middleRun = results[all.findIndex((one) => one.performance === figures.performance)] ?? results[0]!;
      if (options.save) {
        mkdirSync(options.save, { recursive: true });
        writeFileSync(`${options.save}/${page.name.replace(/[^a-z0-9]+/g, '-')}.json`, JSON.stringify(middleRun));
      }
      rows.push({ page, runs: results.length, figures, failed: failedAudits(middleRun), benchmarkIndex: median(results.map((one) => one.environment.benchmarkIndex)) });
      console.error(`measured ${page.name}: performance ${figures.performance}`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

function printTable(rows: Awaited<ReturnType<typeof measure>>, runs: number) {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const header = ['page', `perf (≥${targets.performance})`, 'a11y (100)', 'best pr. (100)', 'SEO (100)', `LCP s (≤${targets.lcpMs / 1000})`, 'FCP s', 'TBT ms', 'CLS', 'JS KB'];
  const lines = rows.map(({ page, runs: valid, figures: f }) => [
    valid < runs ? `${page.name} (${valid} runs)` : page.name,
    `${f.performance}${mark(f.performance >= targets.performance)}`,
    `${f.accessibility}${mark(f.accessibility >= targets.accessibility)}`,
    `${f.bestPractices}${mark(f.bestPractices >= targets.bestPractices)}`,
    page.indexed ? `${f.seo}${mark(f.seo >= targets.seo)}` : `${f.seo} (noindex)`,
    `${(f.lcpMs / 1000).toFixed(2)}${mark(f.lcpMs <= targets.lcpMs)}`,
    (f.fcpMs / 1000).toFixed(2),
    f.tbtMs.toFixed(0),
    f.cls.toFixed(3),
    (f.jsBytes / 1024).toFixed(1),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\nLighthouse mobile, median of ${runs} runs per figure; ✗ misses its target. Machine benchmark index ${median(rows.map((row) => row.benchmarkIndex)).toFixed(0)} (higher is faster; a loaded machine scores lower).`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log('\nAudits losing points (median run):');
  for (const { page, failed } of rows) console.log(`  ${page.name}: ${failed.length ? failed.join(', ') : 'none'}`);
}

const runs = Number(options.runs);
const started: Site = options.url
  ? { webOrigin: options.url.replace(/\/$/, ''), apiOrigin: options.api }
  : await startSite({ api: Number(options['api-port']), web: Number(options['web-port']) });
const proxy = options.tls && !options.url ? await startTlsProxy({ sitePort: Number(options['web-port']), port: Number(options['tls-port']) }) : undefined;
const site: Site = proxy ? { ...started, webOrigin: proxy.origin(new URL(started.webOrigin).hostname) } : started;
try {
  const pages = (await benchPages(site)).filter((page) => !options.only || page.name.includes(options.only));
  for (const page of pages) console.error(`${page.name}: ${site.webOrigin}${page.path}`);
  printTable(await measure(site, pages, runs), runs);
} finally {
  proxy?.stop();
  if (!options.url) stopSite();
}
