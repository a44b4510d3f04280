import { ContentDetail, ContentListResponse, HostBlogPost } from '@direct/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostContentWorld, type HostContentWorld } from '../../testing/host-content-world.ts';
import { testPhoto } from '../../testing/photo-files.ts';

let w: HostContentWorld;
const start = new Date('2030-05-01T10:00:00Z');
let serial = 0;

beforeAll(async () => {
  w = await createHostContentWorld(start);
});
afterAll(async () => w?.close());

const slug = (label: string) => `${label}-${Date.now().toString(36)}-${serial++}`;

function draft(overrides: Record<string, unknown> = {}) {
  return {
    brandId: w.a.brandId,
    language: 'en',
    title: 'Spring in the hills',
    slug: slug('spring'),
    excerpt: 'Where to walk in April.',
    bodyHtml: '<h2>Walks</h2><p>A <strong>bold</strong> start.</p>',
    status: 'draft',
    categories: ['Walks'],
    tags: ['spring', 'Hills'],
    ...overrides,
  };
}

const publicList = async (brandId: number) => ContentListResponse.parse((await w.call('GET', `/apis/contents?brand=${brandId}`)).json());
const publicIds = async (brandId: number) => (await publicList(brandId)).data.map((post) => post.id);

describe('blog posts', () => {
  it('writes a post per language with terms and SEO, and the public blog shows it once published, not as a draft', async () => {
    const created = await w.call('POST', `${w.a.base}/blog-posts`, draft({ seoTitle: 'Hill walks', seoDescription: 'Our walks' }), w.a.session);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const post = HostBlogPost.parse(created.json());
    expect(post).toMatchObject({ status: 'draft', publishAt: null, version: 1, language: 'en', seoTitle: 'Hill walks', seoDescription: 'Our walks' });
    expect(post.categories.map((term) => term.slug)).toEqual(['walks']);
    expect(post.tags.map((term) => term.name).sort()).toEqual(['Hills', 'spring']);
    expect(await publicIds(w.a.brandId)).not.toContain(post.id);

    const german = await w.call('POST', `${w.a.base}/blog-posts`, draft({ language: 'de', title: 'Frühling in den Hügeln', status: 'published', tags: ['Frühling'] }), w.a.session);
    expect(german.status).toBe(201);
    expect(german.json()).toMatchObject({ language: 'de', status: 'published', publishAt: start.toISOString() });

    const published = await w.call('PUT', `${w.a.base}/blog-posts/${post.id}`, { ...draft({ slug: post.slug, status: 'published', tags: ['spring'], seoTitle: 'Hill walks', seoDescription: 'Our walks' }), version: 1 }, w.a.session);
    expect(published.status).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', version: 2, tags: [{ name: 'spring' }] });
    expect(await publicIds(w.a.brandId)).toEqual(expect.arrayContaining([post.id, german.json().id]));

    const detail = ContentDetail.parse((await w.call('GET', `/apis/contents/${post.id}?brand=${w.a.brandId}`)).json());
    expect(detail.contentHtml).toBe('<h2>Walks</h2><p>A <strong>bold</strong> start.</p>');
    expect(detail.categories).toEqual([{ title: 'Walks', route: '/blog/category/walks' }]);
    const route = (await w.call('GET', `/apis/routes/resolve?brand=${w.a.brandId}&path=/blog/${post.slug}`)).json();
    expect(route).toMatchObject({ entityType: 'blog_post', entityId: post.id, title: 'Hill walks', metaDescription: 'Our walks' });

    const terms = (await w.call('GET', `${w.a.base}/blog-terms?brandId=${w.a.brandId}`, undefined, w.a.session)).json();
    expect(terms.tags.map((term: { slug: string }) => term.slug).sort()).toEqual(['fruhling', 'hills', 'spring']);

    const drafts = (await w.call('GET', `${w.a.base}/blog-posts?status=draft`, undefined, w.a.session)).json();
    expect(drafts.data.map((row: { id: number }) => row.id)).not.toContain(post.id);
    const german2 = (await w.call('GET', `${w.a.base}/blog-posts?language=de`, undefined, w.a.session)).json();
    expect(german2.data.map((row: { id: number }) => row.id)).toEqual([german.json().id]);
  });

  it('cleans hostile HTML on the server: scripts, handlers and javascript: URLs never reach the site', async () => {
    const hostile =
      '<h1>Title</h1><script>alert(1)</script><p onclick="steal()">Hi <a href="javascript:alert(1)">click</a> ' +
      '<a href="https://example.com/x">out</a><img src="x" onerror="alert(1)"><img src="javascript:alert(2)"></p>' +
      '<iframe src="https://evil.test"></iframe><style>body{}</style><p><a href="JaVaScRiPt:alert(3)">x</a></p>';
    const created = await w.call('POST', `${w.a.base}/blog-posts`, draft({ bodyHtml: hostile, status: 'published' }), w.a.session);
    expect(created.status).toBe(201);
    const html = created.json().bodyHtml as string;
    expect(html).not.toMatch(/script|onclick|onerror|javascript|iframe|style|alert/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">out</a>');
    const detail = (await w.call('GET', `/apis/contents/${created.json().id}?brand=${w.a.brandId}`)).json();
    expect(detail.contentHtml).toBe(html);
  });

  it('keeps slugs unique: a taken address is refused with 409 on the slug, bad slugs with 400', async () => {
    const taken = slug('taken');
    expect((await w.call('POST', `${w.a.base}/blog-posts`, draft({ slug: taken }), w.a.session)).status).toBe(201);
    const again = await w.call('POST', `${w.a.base}/blog-posts`, draft({ slug: taken }), w.a.session);
    expect(again.status).toBe(409);
    expect(again.json().error.fields).toEqual([expect.objectContaining({ field: 'slug', reason: 'taken' })]);
    // Slugs are unique per brand: another host's brand has its own /blog/<slug>, and each site
    // resolves the address to its own post.
    const mine = (await w.call('POST', `${w.a.base}/blog-posts`, draft({ slug: `${taken}-b`, status: 'published' }), w.a.session)).json();
    const theirs = await w.call('POST', `${w.b.base}/blog-posts`, draft({ slug: `${taken}-b`, brandId: w.b.brandId, status: 'published', title: 'Their spring' }), w.b.session);
    expect(theirs.status, JSON.stringify(theirs.json())).toBe(201);
    const resolve = async (brandId: number) => (await w.call('GET', `/apis/routes/resolve?brand=${brandId}&path=/blog/${taken}-b`)).json();
    expect(await resolve(w.a.brandId)).toMatchObject({ entityType: 'blog_post', entityId: mine.id });
    expect(await resolve(w.b.brandId)).toMatchObject({ entityType: 'blog_post', entityId: theirs.json().id, title: 'Their spring' });
    // Renaming into a slug the same brand already uses is still refused.
    const other = HostBlogPost.parse((await w.call('POST', `${w.b.base}/blog-posts`, draft({ brandId: w.b.brandId }), w.b.session)).json());
    const clash = await w.call('PUT', `${w.b.base}/blog-posts/${other.id}`, { ...draft({ brandId: w.b.brandId, slug: `${taken}-b` }), version: other.version }, w.b.session);
    expect(clash.status).toBe(409);
    const bad = await w.call('POST', `${w.a.base}/blog-posts`, draft({ slug: 'Not A Slug!' }), w.a.session);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('slug');
  });

  it('hides a scheduled post until its time has come (fixed clock)', async () => {
    const publishAt = new Date(start.getTime() + 2 * 3600_000).toISOString();
    const created = await w.call('POST', `${w.a.base}/blog-posts`, draft({ status: 'scheduled', publishAt }), w.a.session);
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({ status: 'scheduled', publishAt });
    const id = created.json().id as number;
    expect(await publicIds(w.a.brandId)).not.toContain(id);
    expect((await w.call('GET', `/apis/contents/${id}?brand=${w.a.brandId}`)).status).toBe(404);
    const scheduled = (await w.call('GET', `${w.a.base}/blog-posts?status=scheduled`, undefined, w.a.session)).json();
    expect(scheduled.data.map((row: { id: number }) => row.id)).toContain(id);

    w.clock.now = new Date(start.getTime() + 3 * 3600_000);
    try {
      expect(await publicIds(w.a.brandId)).toContain(id);
      expect((await w.call('GET', `${w.a.base}/blog-posts/${id}`, undefined, w.a.session)).json().status).toBe('published');
    } finally {
      w.clock.now = start;
    }

    const past = await w.call('POST', `${w.a.base}/blog-posts`, draft({ status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }), w.a.session);
    expect(past.status).toBe(400);
    expect(past.json().error.fields[0]).toMatchObject({ field: 'publishAt', reason: 'not_future' });
  });

  it('refuses a stale version, deletes with the version, and audits every write', async () => {
    const post = (await w.call('POST', `${w.a.base}/blog-posts`, draft(), w.a.session)).json();
    const url = `${w.a.base}/blog-posts/${post.id}`;
    expect((await w.call('PUT', url, { ...draft({ slug: post.slug, title: 'First' }), version: 1 }, w.a.session)).status).toBe(200);
    const stale = await w.call('PUT', url, { ...draft({ slug: post.slug, title: 'Second' }), version: 1 }, w.a.session);
    expect(stale.status).toBe(409);
    expect(stale.json().error.fields[0]).toMatchObject({ field: 'version', reason: 'stale' });
    expect((await w.call('DELETE', `${url}?version=1`, undefined, w.a.session)).status).toBe(409);
    expect((await w.call('DELETE', `${url}?version=2`, undefined, w.a.session)).status).toBe(204);
    expect((await w.call('GET', url, undefined, w.a.session)).status).toBe(404);
    const log = (await w.call('GET', `${w.a.base}/audit-log?entityType=blog_post`, undefined, w.a.session)).json().data;
    const actions = log.filter((entry: { entity: { id: string } }) => entry.entity.id === String(post.id)).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['blog_post.deleted', 'blog_post.updated', 'blog_post.created']);
  });

  it('takes a cover picture through the photo pipeline and refuses another organization’s', async () => {
    const uploaded = await w.uploadImage(w.a, await testPhoto({ width: 1200, height: 800 }));
    expect(uploaded.status, JSON.stringify(uploaded.json())).toBe(201);
    const image = uploaded.json();
    expect(image).toMatchObject({ width: 1200, height: 800, url: expect.stringMatching(/^\/apis\/image\/\d+\//) });
    const created = await w.call('POST', `${w.a.base}/blog-posts`, draft({ coverImageId: image.imageId, status: 'published', bodyHtml: `<p>Look</p><img src="${image.url}" alt="The hills">` }), w.a.session);
    expect(created.status).toBe(201);
    expect(created.json().coverImage).toEqual({ id: image.imageId, url: image.url });
    // The body names the picture by the address the console and the site serve themselves.
    expect(created.json().bodyHtml).toContain(`<img src="/images/${image.imageId}/1200" alt="The hills" />`);
    const detail = (await w.call('GET', `/apis/contents/${created.json().id}?brand=${w.a.brandId}`)).json();
    expect(detail.image).toMatchObject({ url: image.url, width: 1200 });

    const foreign = await w.call('POST', `${w.b.base}/blog-posts`, draft({ brandId: w.b.brandId, coverImageId: image.imageId }), w.b.session);
    expect(foreign.status).toBe(400);
    expect(foreign.json().error.fields[0]).toMatchObject({ field: 'coverImageId', reason: 'unknown_image' });
  });

  it('keeps inline pictures uploaded through the photo pipeline, drops other sources, and refuses another organization’s', async () => {
    const image = (await w.uploadImage(w.a, await testPhoto({ width: 1600, height: 900 }))).json();
    const body = `<p>Pool</p><img src="/images/${image.imageId}/1200" alt="The pool"><img src="https://evil.test/x.png" alt="x"><img src="data:image/png;base64,AAAA">`;
    const created = await w.call('POST', `${w.a.base}/blog-posts`, draft({ status: 'published', bodyHtml: body }), w.a.session);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    expect(created.json().bodyHtml).toBe(`<p>Pool</p><img src="/images/${image.imageId}/1200" alt="The pool" />`);
    const detail = (await w.call('GET', `/apis/contents/${created.json().id}?brand=${w.a.brandId}`)).json();
    expect(detail.contentHtml).toContain(`<img src="/images/${image.imageId}/1200" alt="The pool" />`);
    // The address shows the picture (the photo pipeline's public resize behind it).
    const picture = await w.call('GET', `/apis/attachments/resize/${image.imageId}/1200/photo`);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);

    const foreign = await w.call('POST', `${w.b.base}/blog-posts`, draft({ brandId: w.b.brandId, bodyHtml: body }), w.b.session);
    expect(foreign.status).toBe(400);
    expect(foreign.json().error.fields[0]).toMatchObject({ field: 'bodyHtml', reason: 'unknown_image' });
  });

  it('keeps organizations apart: another organization’s post or brand is not found and nothing changes', async () => {
    const post = (await w.call('POST', `${w.a.base}/blog-posts`, draft({ title: 'Mine' }), w.a.session)).json();
    expect((await w.call('GET', `${w.b.base}/blog-posts/${post.id}`, undefined, w.b.session)).status).toBe(404);
    expect((await w.call('PUT', `${w.b.base}/blog-posts/${post.id}`, { ...draft({ brandId: w.b.brandId, title: 'Theirs' }), version: 1 }, w.b.session)).status).toBe(404);
    expect((await w.call('DELETE', `${w.b.base}/blog-posts/${post.id}?version=1`, undefined, w.b.session)).status).toBe(404);
    expect((await w.call('GET', `${w.b.base}/blog-terms?brandId=${w.a.brandId}`, undefined, w.b.session)).status).toBe(404);
    const list = (await w.call('GET', `${w.b.base}/blog-posts`, undefined, w.b.session)).json();
    expect(list.data.map((row: { id: number }) => row.id)).not.toContain(post.id);
    const intoForeignBrand = await w.call('POST', `${w.b.base}/blog-posts`, draft({ brandId: w.a.brandId }), w.b.session);
    expect(intoForeignBrand.status).toBe(400);
    expect(intoForeignBrand.json().error.fields[0]).toMatchObject({ field: 'brandId', reason: 'unknown_brand' });
    expect((await w.call('GET', `${w.a.base}/blog-posts/${post.id}`, undefined, w.a.session)).json()).toMatchObject({ title: 'Mine', version: 1 });
  });
});
