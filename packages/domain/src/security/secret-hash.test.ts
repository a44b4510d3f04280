import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './secret-hash.ts';

describe('secret hashing', () => {
  it('verifies the right secret and rejects a wrong one', async () => {
    const stored = await hashSecret('s3cret');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('s3cret');
    expect(await verifySecret('s3cret', stored)).toBe(true);
    expect(await verifySecret('s3cret!', stored)).toBe(false);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    expect(await hashSecret('x')).not.toEqual(await hashSecret('x'));
    expect(await verifySecret('x', 'plain')).toBe(false);
  });
});
