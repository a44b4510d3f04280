import type { World } from '../world/types.ts';
import type { SeedImageRow } from './image-files.ts';

// Large seeds share a pool of pictures per city (planned without an organization). images is a
// tenant table (decision 0048): a host's property or post shows a row of its own, so each host
// gets one row per pooled picture it uses, with a fresh id and the same files.
export function ownPooledImages(
  world: Pick<World, 'propertyImages' | 'blogPosts'>,
  images: readonly SeedImageRow[],
): { images: SeedImageRow[]; propertyImages: World['propertyImages']; blogPosts: World['blogPosts'] } {
  const pooled = new Map(images.filter((image) => image.organizationId === null).map((image) => [image.id, image]));
  let next = images.reduce((max, image) => Math.max(max, image.id), 0) + 1;
  const copies = new Map<string, SeedImageRow>();
  const own = (organizationId: number, imageId: number): number => {
    const original = pooled.get(imageId);
    if (!original) return imageId;
    const key = `${organizationId}:${imageId}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = { ...original, id: next++, organizationId };
      copies.set(key, copy);
    }
    return copy.id;
  };
  const propertyImages = world.propertyImages.map((row) => ({ ...row, imageId: own(row.organizationId, row.imageId) }));
  const blogPosts = world.blogPosts.map((row) => (row.imageId == null ? row : { ...row, imageId: own(row.organizationId, row.imageId) }));
  return { images: [...images, ...copies.values()], propertyImages, blogPosts };
}
