import { expect } from '@playwright/test';
import { api } from './booking.ts';

// A finished stay of the demo brand (development-only POST /apis/dev/past_stays: no public call
// books the past), booked by "Maria Silva" <maria.silva@example.com>, checked out yesterday.
export async function pastStay(propertyId?: number) {
  const brand = await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost');
  const stay = await api<{ bookingCode: string; accessToken: string; bookingId: number }>('/apis/dev/past_stays', {
    method: 'POST',
    body: { brand_id: brand.json.id, ...(propertyId ? { property_id: propertyId } : {}) },
  });
  expect(stay.status, JSON.stringify(stay.json)).toBe(201);
  return { ...stay.json, brandId: brand.json.id };
}
