import { eq } from 'drizzle-orm';
import { globalImages, images, type Database, type ImageVariant } from '@direct/db';

export type ImageFileRecord = { id: number; storageKey: string; mimeType: string; sizeBytes: number; variants: ImageVariant[] };
export type ImagesRepository = ReturnType<typeof createImagesRepository>;

export function createImagesRepository(db: Database) {
  return {
    // Public by design: both tables hold only pictures any brand's site may show (private uploads
    // live in documents). An id names one row in either, from their shared sequence (decision
    // 0048). The address carries no organization, so on Citus the host's table is asked on every
    // shard: one indexed row, and the answer is immutable and cached by the CDN for a year.
    async findPublic(id: number): Promise<ImageFileRecord | undefined> {
      const columns = (table: typeof images | typeof globalImages) => ({
        id: table.id,
        storageKey: table.storageKey,
        mimeType: table.mimeType,
        sizeBytes: table.sizeBytes,
        variants: table.variants,
      });
      const [hosts] = await db.select(columns(images)).from(images).where(eq(images.id, id)).limit(1);
      if (hosts) return hosts;
      const [global] = await db.select(columns(globalImages)).from(globalImages).where(eq(globalImages.id, id)).limit(1);
      return global;
    },
  };
}
