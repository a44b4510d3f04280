import { CityDetail } from '@direct/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostContentWorld, type HostContentWorld } from '../../testing/host-content-world.ts';
import { testPhoto } from '../../testing/photo-files.ts';

let w: HostContentWorld;

beforeAll(async () => {
  w = await createHostContentWorld(new Date('2030-05-01T10:00:00Z'));
});
afterAll(async () => w?.close());

describe('destinations', () => {
  it('lists the brand’s destinations and sets its own text and picture, which the brand’s site shows', async () => {
    const url = `${w.a.base}/brands/${w.a.brandId}/destinations`;
    const list = (await w.call('GET', url, undefined, w.a.session)).json();
    expect(list.data.length).toBeGreaterThan(0);
    const city = list.data[0];
    expect(city).toMatchObject({ version: 1, descriptions: { en: '', de: '', pt: '' }, image: null });

    const photo = (await w.uploadImage(w.a, await testPhoto({ width: 1200, height: 800 }))).json();
    const saved = await w.call('PUT', `${url}/${city.cityId}`, { version: 1, descriptions: { en: 'Our favourite hills.', de: 'Unsere liebsten Hügel.' }, imageId: photo.imageId }, w.a.session);
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, descriptions: { en: 'Our favourite hills.', de: 'Unsere liebsten Hügel.', pt: '' }, image: { id: photo.imageId } });

    const onBrand = CityDetail.parse((await w.call('GET', `/apis/active_cities/${city.cityId}?brands=${w.a.brandId}`)).json());
    expect(onBrand.description).toBe('Our favourite hills.');
    expect(onBrand.images[0]?.url).toBe(photo.url);
    // Another brand's site keeps the platform's words.
    const elsewhere = await w.call('GET', `/apis/active_cities/${city.cityId}?brands=${w.b.brandId}`);
    if (elsewhere.status === 200) expect(elsewhere.json().description).toBe(city.platformDescription);

    const stale = await w.call('PUT', `${url}/${city.cityId}`, { version: 1, descriptions: { en: 'Other' } }, w.a.session);
    expect(stale.status).toBe(409);
    expect(stale.json().error.fields[0]).toMatchObject({ field: 'version', reason: 'stale' });
    const log = (await w.call('GET', `${w.a.base}/audit-log?entityType=brand_destination`, undefined, w.a.session)).json().data;
    expect(log[0]).toMatchObject({ action: 'destination.updated' });
  });

  it('keeps organizations apart: another organization’s brand is not found and nothing changes', async () => {
    const theirs = `${w.b.base}/brands/${w.a.brandId}/destinations`;
    expect((await w.call('GET', theirs, undefined, w.b.session)).status).toBe(404);
    const [city] = (await w.call('GET', `${w.a.base}/brands/${w.a.brandId}/destinations`, undefined, w.a.session)).json().data;
    const write = await w.call('PUT', `${theirs}/${city.cityId}`, { version: city.version, descriptions: { en: 'Hijacked' } }, w.b.session);
    expect(write.status).toBe(404);
    const after = (await w.call('GET', `${w.a.base}/brands/${w.a.brandId}/destinations`, undefined, w.a.session)).json().data[0];
    expect(after).toEqual(city);
    // A city the brand has no property in is not the brand's destination.
    expect((await w.call('PUT', `${w.a.base}/brands/${w.a.brandId}/destinations/999999`, { version: 1, descriptions: { en: 'x' } }, w.a.session)).status).toBe(404);
  });
});
