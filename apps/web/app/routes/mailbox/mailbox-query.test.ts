import { describe, expect, it } from 'vitest';
import { parseMailboxQuery, parseMessageId } from './mailbox-query.ts';

describe('parseMailboxQuery', () => {
  it('reads the page and the recipient filter', () => {
    expect(parseMailboxQuery(new URLSearchParams(''))).toEqual({ page: 1, to: undefined });
    expect(parseMailboxQuery(new URLSearchParams('page=3&to=%20ana@example.test%20'))).toEqual({ page: 3, to: 'ana@example.test' });
    expect(parseMailboxQuery(new URLSearchParams('to=+++'))).toEqual({ page: 1, to: undefined });
    expect(parseMailboxQuery(new URLSearchParams(`to=${'a'.repeat(300)}`))?.to).toHaveLength(254);
  });

  it('refuses a page that is not a whole number from 1', () => {
    for (const page of ['0', '-1', 'two', '1.5']) expect(parseMailboxQuery(new URLSearchParams({ page }))).toBeNull();
  });
});

describe('parseMessageId', () => {
  it('accepts ids from 1 and refuses anything else', () => {
    expect(parseMessageId('42')).toBe(42);
    for (const value of [undefined, '', '0', 'abc', '4.2', '99999999999', '-3']) expect(parseMessageId(value)).toBeNull();
  });
});
