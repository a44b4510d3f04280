import { describe, expect, it } from 'vitest';
import { translatedAlt, translatedText } from './translated-text.ts';

describe('translatedText', () => {
  const translations = { de: { name: 'Lissabon' }, pt: { name: '  ' } };

  it('answers the asked language where the host wrote it', () => {
    expect(translatedText('Lisbon', translations, 'de', 'name')).toEqual({ text: 'Lissabon', language: 'de' });
  });

  it('falls back to English, marked en, for a blank, missing or English text', () => {
    expect(translatedText('Lisbon', translations, 'pt', 'name')).toEqual({ text: 'Lisbon', language: 'en' });
    expect(translatedText('Lisbon', {}, 'de', 'name')).toEqual({ text: 'Lisbon', language: 'en' });
    expect(translatedText('Lisbon', translations, 'en', 'name')).toEqual({ text: 'Lisbon', language: 'en' });
    expect(translatedText(null, null, 'de', 'description')).toEqual({ text: null, language: 'en' });
  });

  it('reads an image’s flat alt-text map', () => {
    expect(translatedAlt('Sea view', { pt: 'Vista de mar' }, 'pt')).toEqual({ text: 'Vista de mar', language: 'pt' });
    expect(translatedAlt('Sea view', { pt: 'Vista de mar' }, 'de')).toEqual({ text: 'Sea view', language: 'en' });
  });
});
