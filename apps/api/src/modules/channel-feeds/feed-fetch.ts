import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Fetches a channel's iCal feed the way a hostile URL can't abuse: a time limit, a size limit, at
// most 3 redirects, conditional requests, and no private address ever connected to (checked on
// every address DNS gives, at connect time, so a rebinding answer can't slip past a prior check).

export type FeedFetchOptions = {
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FeedFetchResult =
  | { kind: 'ok'; body: string; etag: string | null; lastModified: string | null }
  | { kind: 'not_modified' }
  | { kind: 'failed'; reason: FeedFetchFailure; message: string };

export type FeedFetchFailure = 'invalid_url' | 'private_address' | 'dns' | 'timeout' | 'too_large' | 'too_many_redirects' | 'http_status' | 'network';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

// True for loopback, private (RFC 1918, unique-local), link-local, multicast, CGNAT and reserved
// addresses, IPv4-mapped IPv6 included.
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class FeedFetchError extends Error {
  readonly reason: FeedFetchFailure;

  constructor(reason: FeedFetchFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

function guardedLookup(allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivateHosts && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new FeedFetchError('private_address', `${hostname} resolves to a private address`), '', 0);
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new FeedFetchError('dns', `${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

type Conditional = { etag: string | null; lastModified: string | null };

function once(url: URL, conditional: Conditional, options: Required<FeedFetchOptions>, signal: AbortSignal): Promise<{ response: IncomingMessage; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // A literal address never goes through DNS, so it is checked here.
    if (isIP(host) !== 0 && !options.allowPrivateHosts && isPrivateAddress(host)) {
      reject(new FeedFetchError('private_address', `${host} is a private address`));
      return;
    }
    const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'direct-booking-calendar-sync/1' };
    if (conditional.etag) headers['if-none-match'] = conditional.etag;
    if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'GET', headers, lookup: guardedLookup(options.allowPrivateHosts), signal }, (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        resolve({ response, body: null });
        return;
      }
      const declared = Number(response.headers['content-length'] ?? '0');
      if (declared > options.maxBytes) {
        response.destroy();
        reject(new FeedFetchError('too_large', `the feed is larger than ${options.maxBytes} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(new FeedFetchError('too_large', `the feed is larger than ${options.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function failure(error: unknown, timedOut: boolean): FeedFetchResult {
  if (timedOut) return { kind: 'failed', reason: 'timeout', message: 'the feed did not answer in time' };
  if (error instanceof FeedFetchError) return { kind: 'failed', reason: error.reason, message: error.message };
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { kind: 'failed', reason: 'dns', message: 'the feed’s host name does not resolve' };
  return { kind: 'failed', reason: 'network', message: error instanceof Error ? error.message : 'the feed could not be fetched' };
}

export async function fetchFeed(rawUrl: string, conditional: Conditional, fetchOptions: FeedFetchOptions): Promise<FeedFetchResult> {
  const options: Required<FeedFetchOptions> = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3, ...fetchOptions };
  let url: URL;
  try {
    url = new URL(rawUrl.replace(/^webcal:/i, 'https:'));
  } catch {
    return { kind: 'failed', reason: 'invalid_url', message: 'not a URL' };
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'failed', reason: 'invalid_url', message: 'only http and https feeds are fetched' };
      const { response, body } = await once(url, conditional, options, controller.signal);
      const status = response.statusCode ?? 0;
      if (status === 304) return { kind: 'not_modified' };
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        if (redirects >= options.maxRedirects) return { kind: 'failed', reason: 'too_many_redirects', message: `more than ${options.maxRedirects} redirects` };
        url = new URL(response.headers.location, url);
        continue;
      }
      if (body === null) return { kind: 'failed', reason: 'http_status', message: `the feed answered HTTP ${status}` };
      return {
        kind: 'ok',
        body: body.toString('utf8'),
        etag: typeof response.headers.etag === 'string' ? response.headers.etag : null,
        lastModified: typeof response.headers['last-modified'] === 'string' ? response.headers['last-modified'] : null,
      };
    }
  } catch (error) {
    return failure(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
