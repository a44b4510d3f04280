import { describe, expect, it } from 'vitest';
import { fallbackLangs } from './text-language.ts';

describe('fallbackLangs', () => {
  it('marks only the texts that fell back to another language', () => {
    expect(fallbackLangs({ name: 'de', summary: 'en', description: 'de', houseRules: 'en' }, 'de')).toEqual({ summary: 'en', rules: 'en' });
  });

  it('marks nothing when every text is in the page’s language', () => {
    expect(fallbackLangs({ name: 'en', summary: 'en', description: 'en', houseRules: 'en' }, 'en')).toEqual({});
    expect(fallbackLangs({ name: 'pt', summary: 'pt', description: 'pt', houseRules: 'pt' }, 'pt')).toEqual({});
  });
});
