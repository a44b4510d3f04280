import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { blogPosts, brands, globalImages, images, organizations, properties, propertyImages, writeAuditEntry, type AuditActor, type Database, type ImageVariant } from '@direct/db';

export type HostPhotosRepository = ReturnType<typeof createHostPhotosRepository>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PhotoRow = {
  id: number;
  organizationId: number | null;
  position: number;
  storageKey: string;
  originalKey: string | null;
  mimeType: string;
  width: number;
  height: number;
  alt: string;
  altTranslations: Record<string, string>;
  variants: ImageVariant[];
  version: number;
};

export type NewImage = {
  organizationId: number;
  storageKey: string;
  originalKey: string;
  mimeType: string;
  width: number;
  height: number;
  sizeBytes: number;
  variants: ImageVariant[];
};

// What went wrong in a write, for the service to answer rightly.
export type PhotoWrite<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'no_property' | 'no_photo' | 'full' | 'stale' | 'not_editable' }
  | { ok: false; reason: 'unknown_photos'; imageIds: number[] };

const photoColumns = {
  id: images.id,
  organizationId: images.organizationId,
  position: propertyImages.position,
  storageKey: images.storageKey,
  originalKey: images.originalKey,
  mimeType: images.mimeType,
  width: images.width,
  height: images.height,
  alt: images.alt,
  altTranslations: images.altTranslations,
  variants: images.variants,
  version: images.version,
};

// Every file a photo row names (the storage deletes them after the row is gone).
export function storageKeysOf(row: Pick<PhotoRow, 'storageKey' | 'originalKey' | 'variants'>): string[] {
  const keys = new Set([`images/${row.storageKey}`, ...row.variants.map((variant) => `images/${variant.storageKey}`)]);
  if (row.originalKey) keys.add(row.originalKey);
  return [...keys];
}

export function createHostPhotosRepository(db: Database) {
  // The property row locked for the rest of the transaction: writes to one gallery take turns,
  // so positions stay a clean 0..n-1 and the photo limit holds under concurrent uploads.
  async function lockProperty(tx: Transaction, organizationId: number, propertyId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.organizationId, organizationId)))
      .for('update');
    return rows.length > 0;
  }

  // A property's photos in order (or just one of them).
  const photosOf = (executor: Database | Transaction, organizationId: number, propertyId: number, imageId?: number) =>
    executor
      .select(photoColumns)
      .from(propertyImages)
      .innerJoin(images, and(eq(images.organizationId, propertyImages.organizationId), eq(images.id, propertyImages.imageId)))
      .where(
        and(eq(propertyImages.organizationId, organizationId), eq(propertyImages.propertyId, propertyId), imageId === undefined ? undefined : eq(images.id, imageId)),
      )
      .orderBy(asc(propertyImages.position), asc(images.id));

  async function writeOrder(tx: Transaction, organizationId: number, propertyId: number, imageIds: readonly number[]): Promise<void> {
    if (imageIds.length === 0) return;
    const cases = sql.join(
      imageIds.map((imageId, position) => sql`when ${imageId} then ${position}`),
      sql` `,
    );
    await tx
      .update(propertyImages)
      .set({ position: sql`(case ${propertyImages.imageId} ${cases} end)::smallint` })
      .where(and(eq(propertyImages.organizationId, organizationId), eq(propertyImages.propertyId, propertyId), inArray(propertyImages.imageId, [...imageIds])));
  }

  return {
    /** The property of this organization, with the languages its brand publishes in; null when it isn't one. */
    async property(organizationId: number, propertyId: number): Promise<{ id: number; name: string; languages: string[] } | null> {
      const [row] = await db
        .select({ id: properties.id, name: properties.name, languages: brands.languages })
        .from(properties)
        .innerJoin(brands, eq(brands.id, properties.defaultBrandId))
        .where(and(eq(properties.id, propertyId), eq(properties.organizationId, organizationId)))
        .limit(1);
      return row ?? null;
    },

    async photos(organizationId: number, propertyId: number): Promise<PhotoRow[] | null> {
      if (!(await this.property(organizationId, propertyId))) return null;
      return photosOf(db, organizationId, propertyId);
    },

    /** Adds the photo last (first when the property has none), unless the gallery is full. */
    async insert(organizationId: number, propertyId: number, image: NewImage, limit: number, actor: AuditActor): Promise<PhotoWrite<PhotoRow>> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, organizationId, propertyId))) return { ok: false, reason: 'no_property' };
        const [{ photos } = { photos: 0 }] = await tx.select({ photos: count() }).from(propertyImages).where(and(eq(propertyImages.organizationId, organizationId), eq(propertyImages.propertyId, propertyId)));
        if (photos >= limit) return { ok: false, reason: 'full' };
        const [inserted] = await tx.insert(images).values({ ...image, alt: '', altTranslations: {} }).returning({ id: images.id });
        await tx.insert(propertyImages).values({ organizationId, propertyId, imageId: inserted!.id, position: photos });
        const [row] = await photosOf(tx, organizationId, propertyId, inserted!.id);
        await writeAuditEntry(tx, {
          organizationId,
          actor,
          action: 'photo.uploaded',
          entityType: 'property',
          entityId: propertyId,
          after: { imageId: inserted!.id, position: photos, width: image.width, height: image.height, renditions: image.variants.length },
        });
        return { ok: true, value: row! };
      });
    },

    /** The gallery in exactly this order; every photo must be named once. */
    async reorder(organizationId: number, propertyId: number, imageIds: readonly number[], actor: AuditActor): Promise<PhotoWrite<void>> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, organizationId, propertyId))) return { ok: false, reason: 'no_property' };
        const current = (await photosOf(tx, organizationId, propertyId)).map((photo) => photo.id);
        const unknown = imageIds.filter((id) => !current.includes(id));
        if (unknown.length > 0) return { ok: false, reason: 'unknown_photos', imageIds: unknown };
        if (current.length !== imageIds.length) return { ok: false, reason: 'stale' };
        await writeOrder(tx, organizationId, propertyId, imageIds);
        await writeAuditEntry(tx, { organizationId, actor, action: 'photo.reordered', entityType: 'property', entityId: propertyId, before: { order: current }, after: { order: imageIds } });
        return { ok: true, value: undefined };
      });
    },

    async setCover(organizationId: number, propertyId: number, imageId: number, actor: AuditActor): Promise<PhotoWrite<void>> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, organizationId, propertyId))) return { ok: false, reason: 'no_property' };
        const current = (await photosOf(tx, organizationId, propertyId)).map((photo) => photo.id);
        if (!current.includes(imageId)) return { ok: false, reason: 'no_photo' };
        const order = [imageId, ...current.filter((id) => id !== imageId)];
        await writeOrder(tx, organizationId, propertyId, order);
        await writeAuditEntry(tx, { organizationId, actor, action: 'photo.cover_set', entityType: 'property', entityId: propertyId, before: { cover: current[0] }, after: { cover: imageId } });
        return { ok: true, value: undefined };
      });
    },

    /** English in images.alt, the other languages in alt_translations; `version` must be the current one. */
    async updateAlt(
      organizationId: number,
      propertyId: number,
      imageId: number,
      expectedVersion: number,
      alt: Partial<Record<string, string>>,
      actor: AuditActor,
    ): Promise<PhotoWrite<PhotoRow>> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, organizationId, propertyId))) return { ok: false, reason: 'no_property' };
        const [photo] = await photosOf(tx, organizationId, propertyId, imageId);
        if (!photo) return { ok: false, reason: 'no_photo' };
        if (photo.organizationId !== organizationId) return { ok: false, reason: 'not_editable' };
        const translations = { ...photo.altTranslations };
        for (const [language, text] of Object.entries(alt)) {
          if (language === 'en' || text === undefined) continue;
          if (text === '') delete translations[language];
          else translations[language] = text;
        }
        const updated = await tx
          .update(images)
          .set({ alt: alt['en'] ?? photo.alt, altTranslations: translations, version: sql`${images.version} + 1` })
          .where(and(eq(images.id, imageId), eq(images.organizationId, organizationId), eq(images.version, expectedVersion)))
          .returning({ id: images.id });
        if (updated.length === 0) return { ok: false, reason: 'stale' };
        await writeAuditEntry(tx, {
          organizationId,
          actor,
          action: 'photo.alt_changed',
          entityType: 'image',
          entityId: imageId,
          before: { alt: photo.alt, altTranslations: photo.altTranslations },
          after: { alt: alt['en'] ?? photo.alt, altTranslations: translations },
        });
        const [row] = await photosOf(tx, organizationId, propertyId, imageId);
        return { ok: true, value: row! };
      });
    },

    /**
     * Takes the photo off the property and closes the gap. The image row goes too when it is this
     * organization's and nothing else shows it; its files are then the caller's to delete (after
     * the commit, so a failed transaction never loses a file a row still names).
     */
    async remove(organizationId: number, propertyId: number, imageId: number, actor: AuditActor): Promise<PhotoWrite<{ deletedFiles: string[] }>> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, organizationId, propertyId))) return { ok: false, reason: 'no_property' };
        const current = await photosOf(tx, organizationId, propertyId);
        const photo = current.find((row) => row.id === imageId);
        if (!photo) return { ok: false, reason: 'no_photo' };
        await tx.delete(propertyImages).where(and(eq(propertyImages.organizationId, organizationId), eq(propertyImages.propertyId, propertyId), eq(propertyImages.imageId, imageId)));
        await writeOrder(
          tx,
          organizationId,
          propertyId,
          current.filter((row) => row.id !== imageId).map((row) => row.id),
        );
        let deletedFiles: string[] = [];
        if (photo.organizationId === organizationId) {
          const [{ links } = { links: 0 }] = await tx
            .select({ links: count() })
            .from(propertyImages)
            .where(and(eq(propertyImages.organizationId, organizationId), eq(propertyImages.imageId, imageId), ne(propertyImages.propertyId, propertyId)));
          const [{ posts } = { posts: 0 }] = await tx
            .select({ posts: count() })
            .from(blogPosts)
            .where(and(eq(blogPosts.organizationId, organizationId), eq(blogPosts.imageId, imageId)));
          // A copy picked as the organization's photo shares the files (decision 0048).
          const [{ logos } = { logos: 0 }] = await tx.select({ logos: count() }).from(globalImages).where(eq(globalImages.id, imageId));
          if (links === 0 && posts === 0 && logos === 0) {
            await tx.delete(images).where(and(eq(images.id, imageId), eq(images.organizationId, organizationId)));
            deletedFiles = storageKeysOf(photo);
          }
        }
        await writeAuditEntry(tx, {
          organizationId,
          actor,
          action: 'photo.deleted',
          entityType: 'property',
          entityId: propertyId,
          before: { imageId, position: photo.position, alt: photo.alt },
        });
        return { ok: true, value: { deletedFiles } };
      });
    },

    /** The covers of an organization's properties that are drawings (SVG), featured first (demo photos). */
    async drawnCovers(organizationId: number, limit: number): Promise<{ imageId: number; storageKey: string }[]> {
      return db
        .select({ imageId: images.id, storageKey: images.storageKey })
        .from(properties)
        .innerJoin(propertyImages, and(eq(propertyImages.organizationId, properties.organizationId), eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)))
        .innerJoin(images, and(eq(images.organizationId, propertyImages.organizationId), eq(images.id, propertyImages.imageId)))
        .where(and(eq(properties.organizationId, organizationId), eq(images.mimeType, 'image/svg+xml')))
        .orderBy(sql`${properties.isFeatured} desc`, asc(properties.id))
        .limit(limit);
    },

    /** Points an image of the organization at new files (a drawing becomes a processed photo). */
    async replaceFiles(organizationId: number, imageId: number, image: NewImage): Promise<void> {
      await db
        .update(images)
        .set({ storageKey: image.storageKey, originalKey: image.originalKey, mimeType: image.mimeType, width: image.width, height: image.height, sizeBytes: image.sizeBytes, variants: image.variants })
        .where(and(eq(images.id, imageId), eq(images.organizationId, organizationId)));
    },

    /** The brand's new logo image (null: no logo); answers the previous logo's files to delete when nothing else uses it. */
    async setBrandLogo(organizationId: number, brandId: number, image: NewImage | null, actor: AuditActor): Promise<PhotoWrite<{ imageId: number | null; deletedFiles: string[] }>> {
      return db.transaction(async (tx) => {
        const [brand] = await tx
          .select({ id: brands.id, logoImageId: brands.logoImageId })
          .from(brands)
          .where(and(eq(brands.id, brandId), eq(brands.organizationId, organizationId)))
          .for('update');
        if (!brand) return { ok: false, reason: 'no_property' };
        // A logo is a global image: brands, a reference table, point only there (decision 0048).
        const [inserted] = image ? await tx.insert(globalImages).values({ ...image, alt: '', altTranslations: {} }).returning({ id: globalImages.id }) : [{ id: null }];
        await tx.update(brands).set({ logoImageId: inserted!.id, updatedAt: new Date() }).where(and(eq(brands.id, brandId), eq(brands.organizationId, organizationId)));
        let deletedFiles: string[] = [];
        if (brand.logoImageId !== null) {
          const [previous] = await tx
            .select({ storageKey: globalImages.storageKey, originalKey: globalImages.originalKey, variants: globalImages.variants, organizationId: globalImages.organizationId })
            .from(globalImages)
            .where(eq(globalImages.id, brand.logoImageId));
          const [{ users } = { users: 0 }] = await tx.select({ users: count() }).from(brands).where(eq(brands.logoImageId, brand.logoImageId));
          const [{ hosts } = { hosts: 0 }] = await tx.select({ hosts: count() }).from(organizations).where(eq(organizations.logoImageId, brand.logoImageId));
          // A host picture with the same id shares the files (one copied to be a logo).
          const [{ copies } = { copies: 0 }] = await tx
            .select({ copies: count() })
            .from(images)
            .where(and(eq(images.id, brand.logoImageId), eq(images.organizationId, organizationId)));
          // Only an uploaded logo of this organization that nothing else shows (a seeded drawing may be shared).
          if (previous && previous.organizationId === organizationId && previous.originalKey !== null && users === 0 && hosts === 0 && copies === 0) {
            await tx.delete(globalImages).where(eq(globalImages.id, brand.logoImageId));
            deletedFiles = storageKeysOf(previous);
          }
        }
        await writeAuditEntry(tx, {
          organizationId,
          actor,
          action: image ? 'brand.logo_changed' : 'brand.logo_removed',
          entityType: 'brand',
          entityId: brandId,
          before: { logoImageId: brand.logoImageId },
          after: { logoImageId: inserted!.id },
        });
        return { ok: true, value: { imageId: inserted!.id, deletedFiles } };
      });
    },

    // A picture for a blog post or the host profile: an image row of the organization, used by
    // whatever names it (the post's cover, its body, the organization's logo).
    async insertContentImage(organizationId: number, image: NewImage, actor: AuditActor): Promise<number> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(images).values({ ...image, alt: '', altTranslations: {} }).returning({ id: images.id });
        await writeAuditEntry(tx, { organizationId, actor, action: 'content_image.uploaded', entityType: 'image', entityId: inserted!.id, after: { storageKey: image.storageKey } });
        return inserted!.id;
      });
    },
  };
}
