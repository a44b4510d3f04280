import type { ContentImage } from '@direct/contracts';
import type { AuditActor } from '@direct/db';

// What other domains may ask of the photo pipeline: store an uploaded picture for the
// organization (checked, turned upright, stripped of metadata, renditions made).
export type ContentImageUploads = {
  uploadContentImage(organizationId: number, bytes: Uint8Array, actor: AuditActor): Promise<ContentImage>;
};
