import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, type DestinationRules } from './webhook-destination.ts';

export type WebhookPost = { url: string; body: string; headers: Record<string, string> };
export type WebhookAnswer = { statusCode: number | null; durationMs: number; responseSnippet: string | null; error: string | null };
export type WebhookSender = (post: WebhookPost) => Promise<WebhookAnswer>;

const snippetBytes = 1000;

// One POST with a time limit, no redirects followed (a 3xx is a failure the host should fix), and
// the guarded lookup on the socket. Never throws: a network error is an answer too.
export function createWebhookSender(rules: DestinationRules & { timeoutMs: number }, clock: () => number = () => performance.now()): WebhookSender {
  const lookup = guardedLookup(rules);
  return (post) =>
    new Promise((resolve) => {
      const started = clock();
      const done = (answer: Omit<WebhookAnswer, 'durationMs'>) => resolve({ ...answer, durationMs: Math.max(0, Math.round(clock() - started)) });
      const url = new URL(post.url);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Direct-Webhooks/1', 'content-length': Buffer.byteLength(post.body), ...post.headers },
        lookup,
        timeout: rules.timeoutMs,
      });
      request.on('timeout', () => request.destroy(new Error(`no answer within ${rules.timeoutMs} ms`)));
      request.on('error', (error) => done({ statusCode: null, responseSnippet: null, error: error.message.slice(0, 500) }));
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < snippetBytes) chunks.push(chunk);
          size += chunk.length;
        });
        const finish = () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          done({
            statusCode: status,
            responseSnippet: Buffer.concat(chunks).toString('utf8').slice(0, snippetBytes) || null,
            error: ok ? null : `the receiver answered ${status}`,
          });
        };
        response.on('end', finish);
        response.on('error', (error) => done({ statusCode: response.statusCode ?? null, responseSnippet: null, error: error.message.slice(0, 500) }));
      });
      request.end(post.body);
    });
}
