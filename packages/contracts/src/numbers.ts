import { z } from 'zod';

// Ids, counts and amounts in minor units are PostgreSQL integers (int4): a larger number in a
// request would fail in SQL as a 500, so the schemas a request goes through stop it first.
export const maxInt4 = 2_147_483_647;

// A whole number in a JSON body, within [min, max] (max at most int4's).
export const jsonInteger = (min: number, max: number = maxInt4) =>
  z
    .number()
    .int()
    .min(min, `must be at least ${min}`)
    .max(Math.min(max, maxInt4), `must be at most ${Math.min(max, maxInt4)}`);

// An id in a JSON body.
export const JsonId = z.number().int().min(1, 'must be at least 1').max(maxInt4, 'is too large');
