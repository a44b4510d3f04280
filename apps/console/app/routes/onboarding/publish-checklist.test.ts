import type { HostPropertyTexts } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { publishChecklist } from './publish-checklist.ts';

const texts = (language: 'en' | 'de' | 'pt', description: string | null): HostPropertyTexts => ({
  language,
  name: 'Casa',
  summary: null,
  description,
  houseRules: null,
  checkinInstructions: null,
  missing: description ? [] : ['description'],
});

describe('the publish checklist', () => {
  it('marks a unit and prices as missing from the API’s publish problems, photos and descriptions as recommended', () => {
    const items = publishChecklist({ publishProblems: ['no_active_unit', 'no_rates'], texts: [texts('en', null), texts('de', null)] }, { count: 0, languages: ['en', 'de'] });
    expect(items).toEqual([
      { kind: 'unit', state: 'missing' },
      { kind: 'rates', state: 'missing' },
      { kind: 'photos', state: 'recommended', count: 0 },
      { kind: 'description', state: 'recommended', language: 'en' },
      { kind: 'description', state: 'recommended', language: 'de' },
    ]);
  });

  it('asks for a description in each of the brand’s languages only, and a blank one is no description', () => {
    const items = publishChecklist({ publishProblems: [], texts: [texts('en', 'A flat.'), texts('de', '  '), texts('pt', 'Um apartamento.')] }, { count: 2, languages: ['pt', 'de'] });
    expect(items).toEqual([
      { kind: 'unit', state: 'done' },
      { kind: 'rates', state: 'done' },
      { kind: 'photos', state: 'done', count: 2 },
      { kind: 'description', state: 'recommended', language: 'de' },
      { kind: 'description', state: 'done', language: 'pt' },
    ]);
  });

  it('falls back to English when the brand names no language the texts are kept in', () => {
    const items = publishChecklist({ publishProblems: [], texts: [texts('en', 'A flat.')] }, { count: 1, languages: [] });
    expect(items.at(-1)).toEqual({ kind: 'description', state: 'done', language: 'en' });
  });
});
