import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the few S3 object calls our driver makes (PutObject, GetObject, HeadObject,
// DeleteObject, ListObjectsV2), path-style, on 127.0.0.1. It checks every request the way S3
// would: the bucket, the key, a Signature Version 4 Authorization header made with the configured
// access key AND secret (the signature is recomputed here), the signed payload hash against the
// bytes received, and Content-Length/Content-Type on writes. Anything else is refused and written
// down in `problems`, which a test expects to stay empty.

export type S3StandInOptions = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string; pageSize?: number };
type StoredItem = { body: Buffer; contentType: string; lastModified: Date; etag: string };
export type S3Call = { method: string; path: string; query: string; headers: IncomingMessage['headers']; bodyBytes: number };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
// RFC 3986 unreserved characters stay; everything else is %XX (what SigV4 asks for in the query).
const strictEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;
}

export async function startS3StandIn(options: S3StandInOptions) {
  const objects = new Map<string, StoredItem>();
  const calls: S3Call[] = [];
  const problems: string[] = [];
  const pageSize = options.pageSize ?? 1000;

  // Recomputes the request's SigV4 signature (S3 flavour: the path is signed as sent, not re-encoded).
  function signatureProblem(request: IncomingMessage, path: string, query: string, body: Buffer): string | null {
    const authorization = String(request.headers['authorization'] ?? '');
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) return `no SigV4 Authorization header: ${authorization.slice(0, 60)}`;
    const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as [string, string, string, string, string, string];
    if (accessKeyId !== options.accessKeyId) return `unknown access key ${accessKeyId}`;
    if (region !== options.region) return `signed for region ${region}, not ${options.region}`;
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day)) return 'x-amz-date does not match the credential scope';
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'x-amz-content-sha256 does not match the body received';
    const signedHeaders = signedHeaderList.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return 'host and x-amz-date must be signed';
    const canonicalHeaders = signedHeaders
      .map((name) => {
        const value = request.headers[name];
        return `${name}:${(Array.isArray(value) ? value.join(',') : String(value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const canonicalQuery = query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [strictEncode(decodeURIComponent(name)), strictEncode(decodeURIComponent(value))] as const;
      })
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), region), 's3'), 'aws4_request');
    const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
    return timingSafeEqual(expected, Buffer.from(signature)) ? null : 'the signature does not match (wrong secret or a changed request)';
  }

  function listXml(prefix: string, token: string | undefined): string {
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    const start = token ? keys.findIndex((key) => key > Buffer.from(token, 'base64url').toString('utf8')) : 0;
    const page = start < 0 ? [] : keys.slice(start, start + pageSize);
    const truncated = start >= 0 && start + pageSize < keys.length;
    const contents = page
      .map((key) => {
        const item = objects.get(key)!;
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${item.lastModified.toISOString()}</LastModified><ETag>${item.etag}</ETag><Size>${item.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '';
    return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${options.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
  }

  function answer(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const url = request.url ?? '/';
    const [path = '/', query = ''] = url.split('?') as [string, string | undefined];
    calls.push({ method: request.method ?? '', path, query, headers: request.headers, bodyBytes: body.length });
    const refuse = (status: number, code: string, message: string) => {
      problems.push(`${request.method} ${path}: ${message}`);
      response.writeHead(status, { 'content-type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : errorXml(code, message));
    };
    const signature = signatureProblem(request, path, query, body);
    if (signature) return refuse(403, 'SignatureDoesNotMatch', signature);
    const [, bucket = '', ...rest] = path.split('/');
    if (bucket !== options.bucket) return refuse(404, 'NoSuchBucket', `no bucket ${bucket}`);
    const key = decodeURIComponent(rest.join('/'));
    const params = new URLSearchParams(query);

    if (key === '') {
      if (request.method !== 'GET' || params.get('list-type') !== '2') return refuse(400, 'NotImplemented', 'only ListObjectsV2 on the bucket');
      response.writeHead(200, { 'content-type': 'application/xml' }).end(listXml(params.get('prefix') ?? '', params.get('continuation-token') ?? undefined));
      return;
    }
    if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return refuse(400, 'InvalidKey', `odd key ${key}`);
    const item = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        const declared = Number(request.headers['content-length']);
        if (!Number.isInteger(declared) || declared !== body.length) return refuse(400, 'IncompleteBody', `Content-Length ${request.headers['content-length']} for ${body.length} bytes`);
        const contentType = request.headers['content-type'];
        if (!contentType) return refuse(400, 'InvalidArgument', 'a Content-Type is required');
        if (request.headers['x-amz-acl']) return refuse(400, 'InvalidArgument', 'objects are never given an ACL');
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { body, contentType, lastModified: new Date(), etag });
        response.writeHead(200, { etag }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        if (!item) {
          response.writeHead(404, { 'content-type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : errorXml('NoSuchKey', 'The specified key does not exist.'));
          return;
        }
        response.writeHead(200, {
          'content-type': item.contentType,
          'content-length': String(item.body.length),
          'last-modified': item.lastModified.toUTCString(),
          etag: item.etag,
        });
        response.end(request.method === 'HEAD' ? undefined : item.body);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        return refuse(405, 'MethodNotAllowed', `${request.method} is not one of the calls used`);
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    problems,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;
