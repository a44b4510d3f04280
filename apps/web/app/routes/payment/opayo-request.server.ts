import type { SendPaymentFormSagepayBody } from '@direct/contracts';
import { isIP } from 'node:net';
import { z } from 'zod';
import { currentRequestInfo } from '../../lib/security/request-info.server.ts';

// The terminal's Opayo payment as the browser posts it to /resources/payment: the drop-in's
// merchant session key and card identifier, the billing address Opayo requires, and what the
// page's script read of the browser for 3-D Secure v2. The site adds the visitor's address, user
// agent and Accept header from its own request.

const Key = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const OpayoPayRequest = z.strictObject({
  intent: z.literal('opayo_pay'),
  merchantSessionKey: Key,
  cardIdentifier: Key,
  payPart: z.number().int().min(-1).max(50).default(-1),
  saveCard: z.boolean().default(false),
  billingAddress: z.strictObject({
    address1: z.string().trim().min(1).max(100),
    city: z.string().trim().min(1).max(40),
    postalCode: z.string().trim().max(10).default(''),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  browser: z
    .strictObject({
      language: z.string().min(2).max(8),
      colorDepth: z.number().int().min(1).max(48),
      screenHeight: z.number().int().min(0).max(100_000),
      screenWidth: z.number().int().min(0).max(100_000),
      timeZoneOffset: z.number().int().min(-900).max(900),
    })
    .optional(),
});
export type OpayoPayRequest = z.infer<typeof OpayoPayRequest>;

export function opayoPaymentBody(input: OpayoPayRequest, accessToken: string, request: Request): SendPaymentFormSagepayBody {
  const address = currentRequestInfo()?.clientAddress?.replace(/^::ffff:/, '');
  const { billingAddress, browser } = input;
  return {
    access_token: accessToken,
    merchant_session_key: input.merchantSessionKey,
    card_identifier: input.cardIdentifier,
    pay_part: input.payPart,
    save_card: input.saveCard,
    billing_address: {
      address1: billingAddress.address1,
      city: billingAddress.city,
      country: billingAddress.country,
      ...(billingAddress.postalCode ? { postal_code: billingAddress.postalCode } : {}),
    },
    browser: {
      javascript_enabled: browser !== undefined,
      ...(browser
        ? { language: browser.language, color_depth: browser.colorDepth, screen_height: browser.screenHeight, screen_width: browser.screenWidth, time_zone_offset: browser.timeZoneOffset, java_enabled: false }
        : {}),
      ...(address && isIP(address) ? { ip: address } : {}),
      user_agent: (request.headers.get('user-agent') ?? 'unknown').slice(0, 2048),
      accept_header: (request.headers.get('accept') ?? 'text/html').slice(0, 2048),
    },
  };
}
