import { de } from '@direct/i18n';
import { describe, expect, it } from 'vitest';
import { loader } from './lazy-texts.route.ts';

const call = (query: string) => loader({ url: new URL(`http://site.test/resources/lazy-texts?${query}`) } as Parameters<typeof loader>[0]);

describe('the texts of the property page parts loaded on demand', () => {
  it('answers a part in a language with only that part', async () => {
    const response = call('part=picker&lng=de');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ property: { picker: de.property.picker, booking: { nights_one: de.property.booking.nights_one, nights_other: de.property.booking.nights_other } } });
  });

  it("answers the photo viewer's texts, not the gallery's the page already has", async () => {
    const { dialog, position, previous, next, close } = de.property.gallery;
    expect(await call('part=lightbox&lng=de').json()).toEqual({ property: { gallery: { dialog, position, previous, next, close } } });
  });

  it('refuses an unknown part or language with the fields named', async () => {
    const response = call('part=emails&lng=xx');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { field: string }[] } };
    expect(body.error.fields.map((field) => field.field)).toEqual(['part', 'lng']);
  });
});
