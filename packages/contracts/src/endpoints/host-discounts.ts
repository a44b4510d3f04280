import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  HostPromotion,
  HostPromotionList,
  HostVoucher,
  HostVoucherPage,
  PromotionInput,
  PromotionParams,
  PromotionUpdate,
  VoucherInput,
  VoucherListQuery,
  VoucherParams,
  VoucherUpdate,
} from '../host-discounts.ts';
import { DeleteVersionQuery } from '../host-pricing.ts';

// The organization's discounts as the host edits them: vouchers and promotions, each with a
// property scope. Pricing is rates work (rates:read, rates:write). A voucher some booking used
// can't be deleted (409 with the number of bookings), only deactivated.

const tags = ['host pricing'] as const;

export const hostListVouchers = defineEndpoint({
  operationId: 'hostListVouchers',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/vouchers',
  tags,
  summary: 'The organization’s vouchers, paged, sorted and filtered',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: OrganizationParams,
  query: VoucherListQuery,
  responses: { 200: HostVoucherPage },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateVoucher = defineEndpoint({
  operationId: 'hostCreateVoucher',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/vouchers',
  tags,
  summary: 'Create a voucher code (unique in the organization, any letter case)',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: OrganizationParams,
  body: VoucherInput,
  responses: { 201: HostVoucher },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostUpdateVoucher = defineEndpoint({
  operationId: 'hostUpdateVoucher',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/vouchers/:voucherId',
  tags,
  summary: 'Change a voucher; bookings that used it keep their discount',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: VoucherParams,
  body: VoucherUpdate,
  responses: { 200: HostVoucher },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteVoucher = defineEndpoint({
  operationId: 'hostDeleteVoucher',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/vouchers/:voucherId',
  tags,
  summary: 'Delete a voucher no booking used (otherwise deactivate it)',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: VoucherParams,
  query: DeleteVersionQuery,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostListPromotions = defineEndpoint({
  operationId: 'hostListPromotions',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/promotions',
  tags,
  summary: 'The organization’s promotions (long stay, early bird, seasonal)',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: OrganizationParams,
  responses: { 200: HostPromotionList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreatePromotion = defineEndpoint({
  operationId: 'hostCreatePromotion',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/promotions',
  tags,
  summary: 'Create a promotion',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: OrganizationParams,
  body: PromotionInput,
  responses: { 201: HostPromotion },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdatePromotion = defineEndpoint({
  operationId: 'hostUpdatePromotion',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/promotions/:promotionId',
  tags,
  summary: 'Change a promotion; bookings already made keep their discount',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: PromotionParams,
  body: PromotionUpdate,
  responses: { 200: HostPromotion },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeletePromotion = defineEndpoint({
  operationId: 'hostDeletePromotion',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/promotions/:promotionId',
  tags,
  summary: 'Delete a promotion; bookings already made keep their discount',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: PromotionParams,
  query: DeleteVersionQuery,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});
