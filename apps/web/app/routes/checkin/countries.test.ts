import { describe, expect, it } from 'vitest';
import { countryCodeFor, countryFieldValue, countryOptions } from './countries.ts';
import { guestsFromForm } from './guest-form.ts';

describe('country names in the guest form', () => {
  it('lists every country once, named and sorted in the language', () => {
    const de = countryOptions('de');
    expect(new Set(de.map((c) => c.code)).size).toBe(de.length);
    expect(de.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('reads a name in the page language, a code, or leaves other text for the API to refuse', () => {
    expect(countryCodeFor('Portugal', 'en')).toBe('PT');
    expect(countryCodeFor('  germany ', 'en')).toBe('DE');
    expect(countryCodeFor('Österreich', 'de')).toBe('AT');
    expect(countryCodeFor('osterreich', 'de')).toBe('AT');
    expect(countryCodeFor('Alemanha', 'pt')).toBe('DE');
    expect(countryCodeFor('fr', 'en')).toBe('FR');
    expect(countryCodeFor('Atlantis', 'en')).toBe('Atlantis');
  });

  it('shows a stored code by its name and other text as typed', () => {
    expect(countryFieldValue('PT', 'de')).toBe('Portugal');
    expect(countryFieldValue('ES', 'pt')).toBe('Espanha');
    expect(countryFieldValue('Atlantis', 'en')).toBe('Atlantis');
    expect(countryFieldValue('', 'en')).toBe('');
  });

  it('posts codes to the API for the country fields only', () => {
    const form = new FormData();
    form.set('guest_count', '1');
    form.set('guests.0.first_name', 'Spain');
    form.set('guests.0.nationality', 'Spanien');
    form.set('guests.0.country', 'Deutschland');
    form.set('guests.0.birth_country', '');
    const [guest] = guestsFromForm(form, 'de');
    expect(guest).toMatchObject({ first_name: 'Spain', nationality: 'ES', country: 'DE', birth_country: null });
  });
});
