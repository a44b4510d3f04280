import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript on purpose (it must run on any Node); no types.
import { installCommand, isTooOld, node24Location, reexecCommand } from './node-version.mjs';

describe('node version check', () => {
  it.each([
    ['20.20.2', true],
    ['v18.19.0', true],
    ['22.11.9', true],
    ['22.12.0', true],
    ['22.21.9', true],
    ['22.22.0', false],
    ['23.0.0', false],
    ['24.21.0', false],
  ])('%s is too old: %s', (version, old) => {
    expect(isTooOld(version)).toBe(old);
  });

  it('installs node@24 into ~/.cache/node24 and re-runs the same script with its bin first on PATH', () => {
    const location = node24Location('/home/ana', 'linux');
    expect(location).toEqual({ prefix: '/home/ana/.cache/node24', binDir: '/home/ana/.cache/node24/node_modules/node/bin', node: '/home/ana/.cache/node24/node_modules/node/bin/node' });
    expect(installCommand(location.prefix, 'linux')).toEqual({
      command: 'npm',
      args: ['i', '--prefix', '/home/ana/.cache/node24', 'node@24', '--no-audit', '--no-fund', '--loglevel=error'],
    });
    const again = reexecCommand(location, { argv: ['/usr/bin/node', '/repo/scripts/start.mjs', '--dev'], execArgv: ['--no-warnings'], env: { PATH: '/usr/bin:/bin', HOME: '/home/ana' } });
    expect(again).toEqual({
      command: '/home/ana/.cache/node24/node_modules/node/bin/node',
      args: ['--no-warnings', '/repo/scripts/start.mjs', '--dev'],
      env: { PATH: '/home/ana/.cache/node24/node_modules/node/bin:/usr/bin:/bin', HOME: '/home/ana' },
    });
    // Windows spells it Path.
    expect(reexecCommand(location, { argv: ['node', 's.mjs'], execArgv: [], env: { Path: 'C:\\bin' } }).env).not.toHaveProperty('PATH');
  });

  // The real thing, where this machine has an old system Node and Node 24 cached already.
  const oldNode = ['/usr/bin/node', '/bin/node'].find((path) => existsSync(path) && isTooOld(spawnSync(path, ['-v'], { encoding: 'utf8' }).stdout.trim()));
  it.runIf(oldNode && existsSync(node24Location().node))('an old Node re-runs the script with Node 24, says so once, and exits with its code', () => {
    const folder = mkdtempSync(join(tmpdir(), 'node-version-'));
    try {
      const script = join(folder, 'script.mjs');
      const helper = fileURLToPath(new URL('./node-version.mjs', import.meta.url));
      writeFileSync(script, `import { ensureSupportedNode } from ${JSON.stringify(helper)};\nawait ensureSupportedNode();\nconsole.log('ran on', process.version, process.argv.slice(2).join(' '));\nprocess.exit(7);\n`);
      const result = spawnSync(oldNode as string, [script, 'a', 'b'], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin', HOME: homedir() } });
      const lines = result.stdout.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Node 2\d\.\d+\.\d+ is older than 22\.22: running with Node 24\.\d+\.\d+ from ~\/\.cache\/node24$/);
      expect(lines[1]).toMatch(/^ran on v24\.\d+\.\d+ a b$/);
      expect(result.status).toBe(7);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
