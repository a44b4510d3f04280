import { HostListResponse } from '@direct/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostContentWorld, type HostContentWorld } from '../../testing/host-content-world.ts';
import { testPhoto } from '../../testing/photo-files.ts';

let w: HostContentWorld;

beforeAll(async () => {
  w = await createHostContentWorld(new Date('2030-05-01T10:00:00Z'));
});
afterAll(async () => w?.close());

const hostsOn = async (brandId: number) => HostListResponse.parse((await w.call('GET', `/apis/hosts?brands=${brandId}`)).json()).data;

describe('host profile', () => {
  it('edits what the site’s hosts list shows: name, bio, photo; hides the host when unlisted', async () => {
    const url = `${w.a.base}/host-profile`;
    const profile = (await w.call('GET', url, undefined, w.a.session)).json();
    // A new organization is not listed until the host says so.
    expect(profile).toMatchObject({ version: 1, listed: false, languagesSpoken: [], photo: null });

    const photo = (await w.uploadImage(w.a, await testPhoto({ width: 800, height: 800 }))).json();
    const body = { version: 1, name: 'Casa Azul Hosts', bio: { en: 'Two sisters in Lisbon.', de: 'Zwei Schwestern in Lissabon.' }, languagesSpoken: ['en', 'pt', 'pt'], photoImageId: photo.imageId, listed: true };
    const saved = await w.call('PUT', url, body, w.a.session);
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, name: 'Casa Azul Hosts', bio: { en: 'Two sisters in Lisbon.', de: 'Zwei Schwestern in Lissabon.', pt: '' }, languagesSpoken: ['en', 'pt'], photo: { id: photo.imageId } });

    const [card] = (await hostsOn(w.a.brandId)).filter((host) => host.id === w.a.organizationId);
    expect(card).toMatchObject({ name: 'Casa Azul Hosts', description: 'Two sisters in Lisbon.', logo: { url: photo.url } });

    const stale = await w.call('PUT', url, { ...body, name: 'Other' }, w.a.session);
    expect(stale.status).toBe(409);
    expect(stale.json().error.fields[0]).toMatchObject({ field: 'version', reason: 'stale' });

    expect((await w.call('PUT', url, { ...body, version: 2, listed: false }, w.a.session)).status).toBe(200);
    expect((await hostsOn(w.a.brandId)).map((host) => host.id)).not.toContain(w.a.organizationId);

    const log = (await w.call('GET', `${w.a.base}/audit-log?entityType=organization`, undefined, w.a.session)).json().data;
    expect(log.filter((entry: { action: string }) => entry.action === 'host_profile.updated')).toHaveLength(2);
  });

  it('refuses another organization’s picture and leaves the profile as it was', async () => {
    const foreign = (await w.uploadImage(w.a, await testPhoto({ width: 800, height: 800 }))).json();
    const url = `${w.b.base}/host-profile`;
    const before = (await w.call('GET', url, undefined, w.b.session)).json();
    const refused = await w.call('PUT', url, { version: before.version, name: 'B hosts', bio: { en: '' }, photoImageId: foreign.imageId, listed: true }, w.b.session);
    expect(refused.status).toBe(400);
    expect(refused.json().error.fields[0]).toMatchObject({ field: 'photoImageId', reason: 'unknown_image' });
    expect((await w.call('GET', url, undefined, w.b.session)).json()).toEqual(before);
    // Another organization's profile path is not found (not a member).
    expect((await w.call('GET', `${w.a.base}/host-profile`, undefined, w.b.session)).status).toBe(404);
  });
});
