import { eq } from 'drizzle-orm';
import { images, type Database, type ImageVariant } from '@direct/db';

export type ImageFileRecord = { id: number; storageKey: string; mimeType: string; sizeBytes: number; variants: ImageVariant[] };
export type ImagesRepository = ReturnType<typeof createImagesRepository>;

export function createImagesRepository(db: Database) {
  return {
    // Global by design: the images table holds only public pictures (properties, cities, blog,
    // logos) that any brand's site may show; private uploads live in documents.
    async findPublic(id: number): Promise<ImageFileRecord | undefined> {
      const [row] = await db
        .select({ id: images.id, storageKey: images.storageKey, mimeType: images.mimeType, sizeBytes: images.sizeBytes, variants: images.variants })
        .from(images)
        .where(eq(images.id, id))
        .limit(1);
      return row;
    },
  };
}
