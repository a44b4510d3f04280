// Stylelint rules that keep stylesheets on the design system:
// - direct/known-custom-properties: every var(--x) names a custom property defined somewhere in
//   the linted sources (the token sheet, or a page's own local property). Catches typos and
//   properties that were never defined (the old --border-color).
// - direct/breakpoints: media queries use only the three named breakpoints of the token sheet.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import stylelint from 'stylelint';

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint;

const skip = new Set(['node_modules', 'build', 'dist', '.git', 'test-results', 'playwright-report']);

function cssFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) cssFiles(path, found);
    else if (entry.name.endsWith('.css')) found.push(path);
  }
  return found;
}

const definedCache = new Map();
function definedProperties(roots) {
  const key = roots.join('|');
  if (!definedCache.has(key)) {
    const defined = new Set();
    for (const root of roots) {
      for (const file of cssFiles(root)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:/g)) defined.add(match[1]);
      }
    }
    definedCache.set(key, defined);
  }
  return definedCache.get(key);
}

const knownName = 'direct/known-custom-properties';
const knownMessages = ruleMessages(knownName, { rejected: (name) => `Unknown custom property "${name}": define it in the token sheet or use a token` });

// Options: { roots: [folders whose .css files define the known properties] }.
const knownCustomProperties = createPlugin(knownName, (options) => (root, result) => {
  if (!validateOptions(result, knownName, { actual: options, possible: { roots: [(value) => typeof value === 'string'] } })) return;
  const defined = definedProperties(options.roots.map((folder) => join(process.cwd(), folder)));
  root.walkDecls((decl) => {
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) {
      if (!defined.has(match[1])) report({ ruleName: knownName, result, node: decl, message: knownMessages.rejected(match[1]), word: match[1] });
    }
  });
});

const breakpointsName = 'direct/breakpoints';
const breakpointsMessages = ruleMessages(breakpointsName, {
  rejected: (value, allowed) => `Breakpoint ${value} is not one of the design system's (${allowed.join(', ')})`,
});

// Options: { allowed: ['30rem', '40rem', '60rem'] }.
const breakpoints = createPlugin(breakpointsName, (options) => (root, result) => {
  if (!validateOptions(result, breakpointsName, { actual: options, possible: { allowed: [(value) => typeof value === 'string'] } })) return;
  const { allowed } = options;
  root.walkAtRules('media', (rule) => {
    for (const match of rule.params.matchAll(/\d*\.?\d+(rem|em|px)/g)) {
      if (!allowed.includes(match[0])) report({ ruleName: breakpointsName, result, node: rule, message: breakpointsMessages.rejected(match[0], allowed), word: match[0] });
    }
  });
});

export default [knownCustomProperties, breakpoints];
