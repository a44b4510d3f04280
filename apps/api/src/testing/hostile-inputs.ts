// Over 300 lines on purpose: one catalogue of hostile input classes (NUL, surrogates, huge numbers,
// wrong types…) and their expected answers, read as a whole by the property test.
import { errorCodes, httpStatusByErrorCode, type ErrorCode } from '@direct/contracts';
import fc from 'fast-check';

// Hostile requests for every operation of the OpenAPI document, built from what the document says
// each operation takes, so an operation added later is covered without touching the test.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  path: string;
  parameters: readonly Parameter[];
  contentTypes: readonly string[];
  bodySchema: JsonSchema | undefined;
};

export type HostileRequest = {
  // What was sent, short enough to read in a failure list.
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

// Values the seeded world really has (a brand, a property, a booking and its access token), so
// hostile values also reach the code behind the first checks, down to the SQL.
export type KnownValues = Readonly<Record<'brandId' | 'brandAlias' | 'propertyId' | 'unitTypeId' | 'ratePlanId' | 'bookingCode' | 'accessToken', string | number>>;

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!methods.has(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        contentTypes: Object.keys(content),
        bodySchema: json ? resolve(document, json) : undefined,
      });
    }
  }
  return operations;
}

function resolve(document: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document, document.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const result: JsonSchema = { ...schema };
  if (schema.properties) {
    result.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, resolve(document, child, depth + 1)]));
  }
  if (schema.items) result.items = resolve(document, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) result[key] = schema[key].map((child) => resolve(document, child, depth + 1));
  }
  return result;
}

// --- Hostile values ----------------------------------------------------------------------------

const longString = 'a'.repeat(10_000);
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  longString,
  '\u0000',
  'lisbon\u0000stays',
  '%00',
  '\ud800',
  'a\udfffb',
  '😀👍🏽🇵🇹',
  '\u202e\u200b\ufeff',
  "' OR '1'='1",
  "'; DROP TABLE bookings; --",
  '1; SELECT pg_sleep(10)',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":true}}',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  'null',
  'true',
  '[]',
  '%E0%A4%A',
];

const hostileNumbers: readonly number[] = [-1, 0, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 4.9e-324];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

// Any JSON value that is wrong for a field: scalars of every kind, arrays for scalars, objects with
// prototype-polluting keys.
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, { __proto__: { polluted: true } }, JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}')) },
);

// A plausible value for a schema, from the seeded world where the name says what it is.
function plausible(schema: JsonSchema, name: string, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  if (/bookingcode|booking_code/.test(lower.replace(/[^a-z_]/g, ''))) return fc.constant(known.bookingCode);
  if (/accesstoken|access_token|^access$/.test(lower)) return fc.constant(known.accessToken);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((variant) => plausible(variant, name, known, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      if (/brand/.test(lower)) return fc.constant(known.brandId);
      if (/property|^id$/.test(lower)) return fc.constant(known.propertyId);
      if (/unit/.test(lower)) return fc.constant(known.unitTypeId);
      if (/rate/.test(lower)) return fc.constant(known.ratePlanId);
      return fc.integer({ min: 0, max: 5 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(plausible(schema.items ?? {}, name, known, depth + 1), { maxLength: 2 });
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const entries = Object.entries(schema.properties).map(([key, child]) => [key, plausible(child, key, known, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries));
    }
    default:
      if (schema.format === 'date') return fc.constantFrom('2026-04-10', '2026-04-13');
      if (schema.format === 'email') return fc.constant('guest@example.test');
      if (schema.format === 'uri') return fc.constant('https://example.test/');
      if (/alias|brand/.test(lower)) return fc.constant(String(known.brandAlias));
      if (/lang|locale/.test(lower)) return fc.constantFrom('en', 'pt');
      if (/currency/.test(lower)) return fc.constant('EUR');
      return fc.constantFrom('lisbon', 'a', '1');
  }
}

// A field is either plausible (so the request gets past the first checks) or hostile.
function field(schema: JsonSchema, name: string, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (depth < 3 && schema.properties && schema.type === 'object') {
    const entries = Object.entries(schema.properties).map(([key, child]) => [key, field(child, key, known, depth + 1)] as const);
    return fc.oneof({ weight: 3, arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys: [] }) }, { weight: 1, arbitrary: hostileJson });
  }
  if (depth < 3 && schema.type === 'array' && schema.items) {
    return fc.oneof(fc.array(field(schema.items, name, known, depth + 1), { maxLength: 3 }), hostileJson);
  }
  return fc.oneof({ weight: 2, arbitrary: plausible(schema, name, known, depth) }, { weight: 2, arbitrary: hostileJson });
}

// A lone surrogate becomes U+FFFD, as a browser's UTF-8 encoder does.
const wellFormed = (value: string) => value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

// Text for a URL or a header: how a client would write the value there.
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  return JSON.stringify(value) ?? '';
}

// Percent-encodes as a browser would, except that some values are sent raw (a literal %00, bad
// escapes, ../) to reach the URL parser as they are.
function urlPart(value: string, raw: boolean): string {
  if (raw && /^[\x21-\x7e]*$/.test(value)) return value.replace(/[#?&/=]/g, encodeURIComponent);
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: send its replacement's bytes as a browser would.
    return encodeURIComponent(wellFormed(value));
  }
}

// Header values can only carry visible Latin-1; anything else goes percent-encoded.
const headerText = (value: string) => (/^[\t\x20-\x7e\x80-\xff]*$/.test(value) ? value : encodeURIComponent(wellFormed(value)));

const specialQueryKeys = ['__proto__', 'constructor[prototype][polluted]', '__proto__[polluted]', 'unknown_param', ''];

export function hostileRequestArbitrary(operation: Operation, known: KnownValues): fc.Arbitrary<HostileRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParams = operation.parameters.filter((parameter) => parameter.in === 'header');
  const paramValue = (parameter: Parameter) => field(parameter.schema ?? {}, parameter.name, known);
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = hasBody ? field(operation.bodySchema ?? { type: 'object', properties: {} }, 'body', known) : fc.constant(undefined);
  return fc
    .record({
      path: fc.tuple(...pathParams.map((parameter) => fc.tuple(paramValue(parameter), fc.boolean()))),
      query: fc.tuple(...queryParams.map((parameter) => fc.option(fc.tuple(paramValue(parameter), fc.boolean(), fc.boolean()), { nil: undefined }))),
      extraQuery: fc.option(fc.tuple(fc.constantFrom(...specialQueryKeys), hostileScalar), { nil: undefined }),
      headers: fc.tuple(...headerParams.map((parameter) => fc.option(paramValue(parameter), { nil: undefined }))),
      body,
      contentType: fc.constantFrom<string | undefined>(...operation.contentTypes, 'application/json', 'application/json', 'application/json', 'text/plain', undefined),
    })
    .map(({ path, query, extraQuery, headers, body: payload, contentType }) => {
      let url = operation.path;
      pathParams.forEach((parameter, index) => {
        const [value, raw] = path[index] as [unknown, boolean];
        url = url.replace(`{${parameter.name}}`, urlPart(asText(value), raw));
      });
      const pairs: string[] = [];
      queryParams.forEach((parameter, index) => {
        const entry = query[index];
        if (!entry) return;
        const [value, raw, repeated] = entry;
        const pair = `${urlPart(parameter.name, false)}=${urlPart(asText(value), raw)}`;
        pairs.push(pair);
        if (repeated) pairs.push(pair);
      });
      if (extraQuery) pairs.push(`${extraQuery[0]}=${urlPart(asText(extraQuery[1]), false)}`);
      if (pairs.length > 0) url += `?${pairs.join('&')}`;
      const requestHeaders: Record<string, string> = {};
      headerParams.forEach((parameter, index) => {
        const value = headers[index];
        if (value !== undefined) requestHeaders[parameter.name.toLowerCase()] = headerText(asText(value));
      });
      const request: HostileRequest = { label: '', method: operation.method, url, headers: requestHeaders };
      if (payload !== undefined) {
        request.payload = contentType === 'application/json' || contentType === undefined ? JSON.stringify(payload) : asText(payload);
        if (contentType) requestHeaders['content-type'] = contentType === 'multipart/form-data' ? multipart([['value', asText(payload)]]).contentType : contentType;
        if (contentType === 'multipart/form-data') request.payload = multipart([['value', asText(payload)]]).body;
      }
      request.label = describe(request);
      return request;
    });
}

function multipart(fields: readonly [string, string][]): { body: Buffer; contentType: string } {
  const boundary = '----hostile-boundary-7MA4YWxkTrZu0gW';
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

function describe(request: HostileRequest): string {
  const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 150)}…(${text.length} chars)` : text);
  const body = request.payload === undefined ? '' : ` body=${clip(JSON.stringify(request.payload.toString()))}`;
  const type = request.headers['content-type'] ? ` [${request.headers['content-type'].split(';')[0]}]` : '';
  return `${clip(request.url)}${type}${body}`;
}

// The classes every operation gets at least once: malformed and wrongly typed bodies, wrong and
// broken content types, an oversize body, absurd path parameters, malformed multipart.
export function fixedHostileRequests(operation: Operation, known: KnownValues): HostileRequest[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const plausiblePath = (replace?: string) =>
    pathParams.reduce((url, parameter, index) => {
      const value = replace !== undefined && index === pathParams.length - 1 ? replace : plausibleText(parameter.name, known, parameter.schema);
      return url.replace(`{${parameter.name}}`, value);
    }, operation.path);
  const requests: Omit<HostileRequest, 'label'>[] = [];
  const base = plausiblePath();
  for (const raw of pathParams.length > 0 ? ['a'.repeat(10_000), '%00', '..%2F..%2Fetc', '%F0%9F%98%80', '-1', '99999999999999999999', '%E0%A4%A', '%', 'x%2500'] : []) {
    requests.push({ method: operation.method, url: plausiblePath(raw), headers: {} });
  }
  // A plausible body as it is, then with NUL characters and broken Unicode in every string, and the
// same in every parameter.
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  for (const suffix of ['\u0000', '%00', '%ED%A0%80']) {
    const encoded = suffix === '\u0000' ? '%00' : suffix;
    if (queryParams.length > 0) {
      const query = queryParams.map((parameter) => `${encodeURIComponent(parameter.name)}=${plausibleText(parameter.name, known)}${encoded}`).join('&');
      requests.push({ method: operation.method, url: `${base}?${query}`, headers: {} });
    }
    if (pathParams.length > 0) {
      const url = pathParams.reduce((path, parameter) => path.replace(`{${parameter.name}}`, `${plausibleText(parameter.name, known, parameter.schema)}${encoded}`), operation.path);
      requests.push({ method: operation.method, url, headers: {} });
    }
  }
  if (operation.method !== 'GET') {
    const full = operation.bodySchema ? fc.sample(plausible(operation.bodySchema, 'body', known), { seed: 1, numRuns: 1 })[0] : {};
    for (const suffix of ['', '\u0000', '\ud800']) {
      requests.push({ method: operation.method, url: base, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(tainted(full, suffix)) });
    }
    const json = (payload: string) => ({ method: operation.method, url: base, headers: { 'content-type': 'application/json' }, payload });
    requests.push(json('null'), json('42'), json('[]'), json('[{"a":1}]'), json('"text"'), json('true'), json('{"a":'), json('{'.repeat(5000)));
    requests.push(json(`{"x":"${'y'.repeat(1_100_000)}"}`));
    requests.push(json('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'));
    requests.push(json('{"a":1e999,"b":-1e999}'));
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00&b=%E0%A4%A&__proto__[x]=1' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'not a content type' }, payload: '{}' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary here' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '--\r\n' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated' });
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'garbage without any boundary' });
    const text = multipart([
      ['kind', 'id_document\u0000'],
      ['guest', '\u0000'],
      ['access_token', `${known.accessToken}\u0000`],
      ['signer_name', 'Ana\u0000'],
      ['signature_type', 'typed'],
    ]);
    requests.push({ method: operation.method, url: base, headers: { 'content-type': text.contentType }, payload: text.body });
    const many = multipart(Array.from({ length: 40 }, (_, index) => [`field${index}`, 'x']));
    requests.push({ method: operation.method, url: base, headers: { 'content-type': many.contentType }, payload: many.body });
    const files = ['file', 'file', 'signature_file', 'signature_file']
      .map((name, index) => `--b0\r\nContent-Disposition: form-data; name="${name}"; filename="f${index}.png"\r\nContent-Type: image/png\r\n\r\n\u0000PNG\r\n`)
      .join('');
    requests.push({ method: operation.method, url: base, headers: { 'content-type': 'multipart/form-data; boundary=b0' }, payload: `${files}--b0--\r\n` });
  }
  requests.push({ method: operation.method, url: `${base}?${'q=1&'.repeat(2000)}`, headers: {} });
  requests.push({ method: operation.method, url: `${base}?a[b][c][d][e][f]=1&a=%00&%00=1`, headers: {} });
  return requests.map((request) => ({ ...request, label: describe({ ...request, label: '' }) }));
}

function tainted(value: unknown, suffix: string): unknown {
  if (typeof value === 'string') return `${value}${suffix}`;
  if (Array.isArray(value)) return value.map((item) => tainted(item, suffix));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, tainted(child, suffix)]));
  return value;
}

function plausibleText(name: string, known: KnownValues, schema?: JsonSchema): string {
  const lower = name.toLowerCase();
  if (lower.includes('bookingcode')) return String(known.bookingCode);
  if (lower.includes('accesstoken')) return encodeURIComponent(String(known.accessToken));
  if (lower.includes('brand')) return String(known.brandId);
  if (lower === 'segment') return 'front_end_api';
  // A free-form id (a gateway's, a message's) that nobody has: the unknown-id path.
  if (schema?.type === 'string' && !(schema as { pattern?: string }).pattern) return 'pi_sbx_unknown_1';
  return String(known.propertyId);
}

// Requests that fail before any route is chosen: bad URL encoding, unknown paths and methods.
export const preRoutingRequests: readonly HostileRequest[] = [
  { label: 'bad URL encoding', method: 'GET', url: '/apis/x/%E0%A4%A', headers: {} },
  { label: 'bad URL encoding on a route', method: 'GET', url: '/apis/properties/%E0%A4%A', headers: {} },
  { label: 'lone %', method: 'GET', url: '/apis/direct/properties?x=%', headers: {} },
  { label: 'NUL in path', method: 'GET', url: '/apis/%00', headers: {} },
  { label: 'unknown path', method: 'GET', url: '/nope', headers: {} },
  { label: 'unknown method', method: 'PROPFIND', url: '/apis/reviews', headers: {} },
  { label: 'wrong method', method: 'DELETE', url: '/apis/reviews', headers: {} },
  { label: 'very long path', method: 'GET', url: `/apis/${'x'.repeat(20_000)}`, headers: {} },
  { label: 'long path parameter', method: 'GET', url: `/apis/properties/${'1'.repeat(200)}`, headers: {} },
  { label: 'OPTIONS', method: 'OPTIONS', url: '/apis/reviews', headers: {} },
  // The documentation's own routes are not in the document: tried here.
  { label: 'docs NUL', method: 'GET', url: '/apis/docs/json?x=%00', headers: {} },
  { label: 'docs traversal', method: 'GET', url: '/apis/docs/static/..%2F..%2F..%2Fpackage.json', headers: {} },
  { label: 'docs unknown file', method: 'GET', url: '/apis/docs/static/%00', headers: {} },
  { label: 'docs long name', method: 'GET', url: `/apis/docs/static/${'x'.repeat(5000)}`, headers: {} },
  { label: 'bad bearer', method: 'GET', url: '/apis/direct/properties', headers: { authorization: `Bearer ${'x'.repeat(5000)}` } },
  { label: 'basic auth', method: 'GET', url: '/apis/direct/properties', headers: { authorization: 'Basic Zm9vOmJhcg==' } },
  { label: 'forged token', method: 'GET', url: '/apis/direct/properties', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } },
  { label: 'token endpoint NUL', method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=client_credentials&client_id=%00&client_secret=%00' },
  { label: 'token endpoint bad form', method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=%E0%A4%A&client_id[]=1&client_id[]=2' },
];

const closedCodes = new Set<string>(errorCodes);

// Why an answer breaks the rules (5xx; a 4xx outside the envelope or with a code that is not
// ours or answers another status), or undefined when it is fine.
export function answerProblem(status: number, contentType: string | undefined, body: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!contentType?.startsWith('application/json')) return `answered ${status} as ${contentType ?? 'no content type'}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const envelope = parsed as { error?: { code?: unknown; message?: unknown; fields?: unknown }; requestId?: unknown };
  const { error } = envelope;
  const fieldsOk =
    Array.isArray(error?.fields) &&
    error.fields.every((entry: unknown) => {
      const item = entry as Record<string, unknown> | null;
      return item !== null && typeof item === 'object' && ['field', 'message', 'reason'].every((key) => typeof item[key] === 'string');
    });
  if (
    !error ||
    typeof error.code !== 'string' ||
    !closedCodes.has(error.code) ||
    typeof error.message !== 'string' ||
    !fieldsOk ||
    typeof envelope.requestId !== 'string' ||
    Object.keys(envelope).some((key) => key !== 'error' && key !== 'requestId')
  ) {
    return `answered ${status} outside the envelope: ${body.slice(0, 200)}`;
  }
  if (httpStatusByErrorCode[error.code as ErrorCode] !== status) return `answered ${status} with code ${error.code}, which is ${httpStatusByErrorCode[error.code as ErrorCode]}`;
  return undefined;
}

// Every whole number a request may carry (parameter or body field) without a maximum that fits
// PostgreSQL's integer: such a number would reach SQL and fail there.
export function unboundedIntegers(document: OpenApiDocument, limit = 2_147_483_647): string[] {
  const found: string[] = [];
  const visit = (schema: JsonSchema | undefined, path: string, depth: number) => {
    if (!schema || depth > 12) return;
    if (schema.$ref) {
      visit(document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], path, depth + 1);
      return;
    }
    const types = [schema.type].flat();
    const maximum = (schema as { maximum?: number }).maximum;
    if ((types.includes('integer') || types.includes('number')) && (maximum === undefined || maximum > limit)) found.push(path);
    for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${path}.${key}`, depth + 1);
    visit(schema.items, `${path}[]`, depth + 1);
    for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(child, path, depth + 1);
  };
  for (const operation of operationsOf(document)) {
    const name = `${operation.method} ${operation.path}`;
    for (const parameter of operation.parameters) visit(parameter.schema, `${name} ${parameter.in} ${parameter.name}`, 0);
    visit(operation.bodySchema, `${name} body`, 0);
  }
  return found;
}
