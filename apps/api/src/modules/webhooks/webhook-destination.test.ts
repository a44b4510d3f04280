import { describe, expect, it } from 'vitest';
import { createWebhookSender } from './webhook-sender.ts';
import { checkDestination, isPublicAddress } from './webhook-destination.ts';

// Server-side request forgery: a webhook URL reaches the public internet only, unless the setting
// for tests and development allows private destinations; plain http only when allowed.

const strict = { allowPrivateHosts: false, allowHttp: false };

describe('webhook destinations', () => {
  it('knows public addresses from private, loopback, link-local and other special ones', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses http, private addresses and credentials unless allowed', async () => {
    expect(await checkDestination('http://93.184.216.34/hooks', strict)).toMatchObject({ reason: 'insecure_scheme' });
    expect(await checkDestination('https://127.0.0.1/hooks', strict)).toMatchObject({ reason: 'private_address' });
    expect(await checkDestination('https://[::1]:8443/hooks', strict)).toMatchObject({ reason: 'private_address' });
    expect(await checkDestination('https://169.254.169.254/latest/meta-data', strict)).toMatchObject({ reason: 'private_address' });
    expect(await checkDestination('https://localhost/hooks', strict)).toMatchObject({ reason: 'private_address' });
    expect(await checkDestination('https://a:b@93.184.216.34/', strict)).toMatchObject({ reason: 'credentials_in_url' });
    expect(await checkDestination('https://93.184.216.34/hooks', strict)).toBeNull();
    expect(await checkDestination('http://127.0.0.1:9/hooks', { allowPrivateHosts: true, allowHttp: true })).toBeNull();
  });

  it('refuses at connection time a name that resolves to a private address (DNS rebinding)', async () => {
    const send = createWebhookSender({ ...strict, allowHttp: true, timeoutMs: 2000 });
    const answer = await send({ url: 'http://localhost:9/hooks', body: '{}', headers: {} });
    expect(answer.statusCode).toBeNull();
    expect(answer.error).toContain('private address');
  });
});
