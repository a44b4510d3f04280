import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript on purpose (run by node without a build step); no types.
import { fillTemplate, writeNginxConfig } from './nginx-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const values = {
  SITES_LISTEN: '127.0.0.1:18080',
  API_LISTEN: '127.0.0.1:18081',
  CONSOLE_HOST: 'console.localhost',
  API_1: '127.0.0.1:18101',
  API_2: '127.0.0.1:18102',
  WEB_1: '127.0.0.1:18111',
  WEB_2: '127.0.0.1:18112',
  CONSOLE_1: '127.0.0.1:18113',
};

describe('the balancer configuration (deploy/nginx/cluster.conf.template)', () => {
  it('fills only the names given, as the nginx image does, and leaves nginx variables alone', () => {
    expect(fillTemplate('listen ${API_LISTEN}; proxy_set_header Host $http_host; # $host', { API_LISTEN: '8081' })).toBe(
      'listen 8081; proxy_set_header Host $http_host; # $host',
    );
    expect(() => fillTemplate('server ${API_3};', values)).toThrow('no value for ${API_3}');
  });

  it('balances two API and two site processes and keeps every path of its own under the given folder', () => {
    const { file, accessLog } = writeNginxConfig({ root, dir, values });
    const sites = readFileSync(join(dir, 'cluster.conf'), 'utf8');
    expect(sites).not.toMatch(/\$\{[A-Z0-9_]+\}/);
    expect(sites).toContain('server 127.0.0.1:18101 max_fails=2 fail_timeout=5s;');
    expect(sites).toContain('server 127.0.0.1:18102 max_fails=2 fail_timeout=5s;');
    expect(sites).toContain('server 127.0.0.1:18112 max_fails=2 fail_timeout=5s;');
    expect(sites).toContain(`access_log ${accessLog} cluster;`);
    const main = readFileSync(file, 'utf8');
    expect(main).toContain('daemon off;');
    for (const line of main.split('\n').filter((l) => /(pid|error_log|_temp_path|include) /.test(l))) expect(line).toContain(dir);
  });

  it.skipIf(!existsSync('/usr/sbin/nginx'))('is a configuration nginx accepts (nginx -t), run as this user', () => {
    const { file } = writeNginxConfig({ root, dir, values });
    const test = spawnSync('/usr/sbin/nginx', ['-t', '-e', join(dir, 'logs/error.log'), '-c', file], { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
    expect(test.status).toBe(0);
  });
});
