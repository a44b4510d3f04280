import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize.server.ts';

describe('sanitizePostHtml', () => {
  it('keeps text markup and drops scripts, handlers and javascript: links', () => {
    const html = sanitizePostHtml(
      '<h1>Title</h1><p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    );
    expect(html).toBe('<h2>Title</h2><p>Hi <strong>there</strong></p><a>x</a>');
  });

  it('marks outside links noopener and images lazy', () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">e</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizePostHtml('<img src="/apis/image/1/a.jpg" alt="A" />')).toContain('loading="lazy"');
  });

  it('keeps our pictures only: another site’s or a data: picture is dropped', () => {
    const html = sanitizePostHtml('<p><img src="/images/12/1200" alt="Pool" /><img src="https://evil.test/x.png" /><img src="data:image/png;base64,AA" /><img src="/apis/image/3/a.jpg" alt="" /></p>');
    expect(html).toBe('<p><img src="/images/12/1200" alt="Pool" loading="lazy" /><img src="/apis/image/3/a.jpg" alt="" loading="lazy" /></p>');
  });
});
