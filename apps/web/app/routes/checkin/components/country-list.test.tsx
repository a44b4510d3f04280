import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryList } from './country-list.tsx';

describe('CountryList', () => {
  it('sends an empty list in the HTML (the browser fills it in after hydration)', () => {
    const html = renderToString(<CountryList id="checkin-countries" lng="en" />);
    expect(html).toBe('<datalist id="checkin-countries"></datalist>');
  });
});
