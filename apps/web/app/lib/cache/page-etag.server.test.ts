import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, pageEtag } from './page-etag.server.ts';

describe('page ETag', () => {
  it('is the same for two renders that differ only in their nonce, and differs with the content', () => {
    const render = (nonce: string, text: string) => Buffer.from(`<script nonce="${nonce}">x</script><p>${text}</p>`);
    const first = pageEtag(render('abc123==', 'hello'), 'abc123==');
    expect(pageEtag(render('zzz999==', 'hello'), 'zzz999==')).toBe(first);
    expect(pageEtag(render('abc123==', 'hallo'), 'abc123==')).not.toBe(first);
    expect(first).toMatch(/^W\/"[\w-]+"$/);
  });

  it('matches If-None-Match by weak comparison, in a list, or *', () => {
    const etag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(null, etag)).toBe(false);
  });
});
