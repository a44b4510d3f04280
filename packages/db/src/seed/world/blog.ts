import { cityGuides } from '../catalog/city-guides.ts';
import { otherLanguages } from '../catalog/translations/types.ts';
import { welcomePost } from '../catalog/translations/welcome-posts.ts';
import { cityById } from '../catalog/destinations/index.ts';
import { staffNamesByCountry } from '../catalog/people.ts';
import { addDays, atUtcHour } from '../calendar-dates.ts';
import { createRng } from '../prng.ts';
import { slugify } from '../slug.ts';
import { blogCategoryTitles, cityTopics, hostTopics, type CategorySlug, type PostDraft } from './blog-topics.ts';
import { planBlogImage, type planImagePool } from './image-plans.ts';
import type { HostModel, IdSequence, World } from './types.ts';

export type PlannedPost = { id: number; slug: string; title: string; summary: string; brandId: number };

// Six to eight posts per brand about the cities its host serves, published over past months.
export function planBlog(
  world: World,
  hosts: readonly HostModel[],
  startDate: string,
  ids: { posts: IdSequence; categories: IdSequence; tags: IdSequence; images: IdSequence },
  pool: ReturnType<typeof planImagePool> | null,
): PlannedPost[] {
  const usedSlugs = new Map<string, number>();
  const planned: PlannedPost[] = [];
  for (const host of hosts) {
    const rng = createRng('blog', host.id);
    const cities = host.cityIds.map(cityById);
    const count = host.isGenerated ? 6 : rng.int(6, 8);
    const drafts: { draft: PostDraft; cityId: number }[] = [];
    const generalTopics = host.isSharedListing ? hostTopics.slice(0, 1) : hostTopics;
    const generalCount = Math.min(generalTopics.length, host.isSharedListing ? 1 : 2);
    for (let i = 0; drafts.length < count - generalCount; i++) {
      const city = cities[i % cities.length] as (typeof cities)[number];
      const topic = cityTopics[(Math.floor(i / cities.length) + i) % cityTopics.length] as (typeof cityTopics)[number];
      drafts.push({ draft: topic({ city, guide: cityGuides[city.name] as (typeof cityGuides)[string], hostName: host.name, rng }), cityId: city.id });
    }
    for (const topic of rng.sample(generalTopics, generalCount)) {
      const city = cities[0] as (typeof cities)[number];
      drafts.push({ draft: topic({ city, guide: cityGuides[city.name] as (typeof cityGuides)[string], hostName: host.name, rng }), cityId: city.id });
    }

    const categoryIds = new Map<CategorySlug, number>();
    const tagIds = new Map<string, number>();
    const author = rng.pick(staffNamesByCountry[(cities[0] as (typeof cities)[number]).countryCode] ?? ['The team']);
    let daysAgo = rng.int(3, 9);
    drafts.forEach(({ draft, cityId }, index) => {
      const id = ids.posts.next();
      const base = slugify(draft.title);
      const seen = usedSlugs.get(base) ?? 0;
      usedSlugs.set(base, seen + 1);
      const slug = seen === 0 ? base : `${base}-${seen + 1}`;

      const pooled = pool?.get(cityId);
      const image = host.isGenerated && pooled ? (pooled[index % pooled.length] as (typeof pooled)[number]) : planBlogImage(id, draft.title, cityById(cityId), host.id, ids.images);
      if (!(host.isGenerated && pooled)) world.images.push(image);

      const publishedAt = atUtcHour(addDays(startDate, -daysAgo), 8 + (index % 4));
      daysAgo += rng.int(12, 26);
      world.blogPosts.push({
        id,
        organizationId: host.id,
        brandId: host.brandId,
        type: 'blog',
        title: draft.title,
        shortContent: draft.shortContent,
        summary: draft.summary,
        contentHtml: draft.contentHtml,
        imageId: image.id,
        authorName: author,
        publishedAt,
        isPublished: true,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });

      let categoryId = categoryIds.get(draft.category);
      if (categoryId === undefined) {
        categoryId = ids.categories.next();
        categoryIds.set(draft.category, categoryId);
        world.blogCategories.push({ id: categoryId, organizationId: host.id, brandId: host.brandId, title: blogCategoryTitles[draft.category], slug: draft.category });
      }
      world.blogPostCategories.push({ organizationId: host.id, postId: id, categoryId });
      for (const tag of draft.tags) {
        const tagSlug = slugify(tag);
        let tagId = tagIds.get(tagSlug);
        if (tagId === undefined) {
          tagId = ids.tags.next();
          tagIds.set(tagSlug, tagId);
          world.blogTags.push({ id: tagId, organizationId: host.id, brandId: host.brandId, name: tag, slug: tagSlug });
        }
        world.blogPostTags.push({ organizationId: host.id, postId: id, tagId });
      }
      planned.push({ id, slug, title: draft.title, summary: draft.summary, brandId: host.brandId });
    });
    if (!host.isGenerated) planned.push(...planTranslatedPosts(world, host, cities.map((city) => city.name), startDate, ids, usedSlugs, categoryIds.values().next().value, tagIds.values().next().value));
  }
  return planned;
}

// The hand-made brands' German and Portuguese welcome posts (catalog/translations/welcome-posts.ts).
function planTranslatedPosts(
  world: World,
  host: HostModel,
  cityNames: readonly string[],
  startDate: string,
  ids: { posts: IdSequence; images: IdSequence },
  usedSlugs: Map<string, number>,
  categoryId: number | undefined,
  tagId: number | undefined,
): PlannedPost[] {
  return otherLanguages.map((language, index) => {
    const post = welcomePost(language, host.name, cityNames);
    const id = ids.posts.next();
    const base = slugify(post.title);
    const seen = usedSlugs.get(base) ?? 0;
    usedSlugs.set(base, seen + 1);
    const slug = seen === 0 ? base : `${base}-${seen + 1}`;
    const image = planBlogImage(id, post.title, cityById(host.cityIds[0] as number), host.id, ids.images);
    image.altTranslations = { [language]: language === 'de' ? `Illustration zu „${post.title}“` : `Ilustração para «${post.title}»` };
    world.images.push(image);
    const publishedAt = atUtcHour(addDays(startDate, -(2 + index)), 9);
    world.blogPosts.push({
      id,
      organizationId: host.id,
      brandId: host.brandId,
      type: 'blog',
      language,
      title: post.title,
      shortContent: post.shortContent,
      summary: post.summary,
      contentHtml: post.contentHtml,
      imageId: image.id,
      authorName: host.name,
      publishedAt,
      isPublished: true,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    if (categoryId !== undefined) world.blogPostCategories.push({ organizationId: host.id, postId: id, categoryId });
    if (tagId !== undefined) world.blogPostTags.push({ organizationId: host.id, postId: id, tagId });
    return { id, slug, title: post.title, summary: post.summary, brandId: host.brandId };
  });
}
