import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

describe('an email’s text in the development mailbox', () => {
  it('makes http(s) addresses links and escapes everything else', () => {
    const html = renderToStaticMarkup(<LinkedText text={'Confirm: http://console.localhost:3001/verify-email?token=a.b&lng=de\n<b>not bold</b> javascript:alert(1)'} />);
    expect(html).toContain('<a href="http://console.localhost:3001/verify-email?token=a.b&amp;lng=de">http://console.localhost:3001/verify-email?token=a.b&amp;lng=de</a>');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).not.toContain('href="javascript');
  });
});
