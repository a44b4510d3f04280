import { describe, expect, it } from 'vitest';
import { translationFieldNames, translationsFrom } from './translation-input.ts';

describe('translation inputs', () => {
  it('names one input per language and field, as the API names its errors', () => {
    expect(translationFieldNames(['label', 'description'])).toEqual(['translations.de.label', 'translations.de.description', 'translations.pt.label', 'translations.pt.description']);
  });

  it('sends every translation the form shows, trimmed; an emptied one is sent empty (removed)', () => {
    const form = new FormData();
    form.set('translations.de.name', '  Endreinigung ');
    form.set('translations.pt.name', '');
    expect(translationsFrom(form, ['name'])).toEqual({ de: { name: 'Endreinigung' }, pt: { name: '' } });
  });
});
