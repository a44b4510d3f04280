import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A span as an OTLP collector receives it (the fields a test looks at).
export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  // 1 internal, 2 server, 3 client (OTLP's SpanKind).
  kind: number;
};

export type OtlpStandIn = { endpoint: string; spans: ReceivedSpan[]; close: () => Promise<void> };

// A collector stand-in: accepts OTLP/HTTP protobuf trace exports (POST /v1/traces, what
// @opentelemetry/exporter-trace-otlp-proto sends) and keeps the spans it decodes.
export async function startOtlpStandIn(): Promise<OtlpStandIn> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') spans.push(...decodeExport(Buffer.concat(chunks)));
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Protobuf wire format, only as deep as ExportTraceServiceRequest needs: resource_spans(1) →
// resource(1) → attributes(1) and scope_spans(2) → spans(2) → trace_id(1), span_id(2),
// parent_span_id(4), name(5), kind(6).
type Field = { number: number; varint?: bigint; bytes?: Buffer };

function* fields(buffer: Buffer): Generator<Field> {
  let offset = 0;
  const varint = (): bigint => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buffer[offset++] as number;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  };
  while (offset < buffer.length) {
    const key = Number(varint());
    const number = key >> 3;
    const wireType = key & 7;
    if (wireType === 0) yield { number, varint: varint() };
    else if (wireType === 2) {
      const length = Number(varint());
      yield { number, bytes: buffer.subarray(offset, offset + length) };
      offset += length;
    } else if (wireType === 1) offset += 8;
    else if (wireType === 5) offset += 4;
    else throw new Error(`unsupported protobuf wire type ${wireType}`);
  }
}

const children = (buffer: Buffer, number: number): Buffer[] => [...fields(buffer)].filter((field) => field.number === number && field.bytes).map((field) => field.bytes as Buffer);

function serviceName(resource: Buffer | undefined): string {
  for (const attribute of resource ? children(resource, 1) : []) {
    const key = children(attribute, 1)[0]?.toString('utf8');
    const value = children(attribute, 2)[0];
    if (key === 'service.name' && value) return children(value, 1)[0]?.toString('utf8') ?? '';
  }
  return '';
}

function decodeExport(body: Buffer): ReceivedSpan[] {
  return children(body, 1).flatMap((resourceSpans) => {
    const service = serviceName(children(resourceSpans, 1)[0]);
    return children(resourceSpans, 2).flatMap((scopeSpans) =>
      children(scopeSpans, 2).map((span) => {
        const all = [...fields(span)];
        const bytes = (number: number) => all.find((field) => field.number === number)?.bytes?.toString('hex') ?? '';
        return {
          service,
          traceId: bytes(1),
          spanId: bytes(2),
          parentSpanId: bytes(4),
          name: all.find((field) => field.number === 5)?.bytes?.toString('utf8') ?? '',
          kind: Number(all.find((field) => field.number === 6)?.varint ?? 0n),
        };
      }),
    );
  });
}
