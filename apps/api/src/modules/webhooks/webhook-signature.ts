import { createHmac, randomBytes } from 'node:crypto';

// The scheme Stripe uses: the receiver recomputes HMAC-SHA256 over "<timestamp>.<raw body>" with
// the endpoint's secret and compares it in constant time; the timestamp inside the signed text
// lets it refuse replays older than a few minutes.

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function webhookSignatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}
