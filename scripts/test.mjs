// `npm test`: every test — unit and API integration (Vitest), then end-to-end in Chromium
// (Playwright) against a freshly built site and a fresh database. DATABASE_URL, when set, makes
// both run on that PostgreSQL server instead of the embedded PGlite.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium, missingBrowserHelp } from './browser.mjs';
import { ensureSupportedNode } from './node-version.mjs';
import { run } from './processes.mjs';

// On a Node older than 22.22: re-runs this script with Node 24 (fetched once into ~/.cache/node24).
await ensureSupportedNode();
const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.data/test-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = findChromium();
if (!chromium) {
  console.error(missingBrowserHelp);
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const failures = [];

async function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name} on ${database}`);
  try {
    await run(command, args, { cwd: root, env: { ...process.env, ...env } });
  } catch {
    failures.push(name);
  }
}

await step('Unit and API integration tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
await step('Website build', npm, ['run', 'build', '--workspace', 'apps/web', '--silent']);
await step('Host console build', npm, ['run', 'build', '--workspace', 'apps/console', '--silent']);
if (!failures.includes('Website build') && !failures.includes('Host console build')) {
  await step('End-to-end tests in Chromium', npm, ['test', '--workspace', 'e2e'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright.json`,
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
const vitest = readJson(`${reports}/vitest.json`);
const playwright = readJson(`${reports}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failedTests = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
// A step that broke before reporting (a build error, a crash) still counts as a failure.
const failed = failedTests || failures.length;
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

// Name every failed test so a red CI log says what broke without the full output.
const failedNames = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') {
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failedNames.push(`${file.name.replace(root, '')} › ${test.fullName}: ${reason}`);
    }
  }
}
function collectPlaywright(suite, trail) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message ?? '';
        failedNames.push(`${[...trail, spec.title].join(' › ')}: ${String(error).split('\n')[0].slice(0, 300)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) collectPlaywright(child, [...trail, child.title]);
}
for (const suite of playwright?.suites ?? []) collectPlaywright(suite, [suite.title]);

console.log(`\nDatabase: ${database}`);
if (failedNames.length) console.log(`Failed tests:\n  ${failedNames.join('\n  ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
