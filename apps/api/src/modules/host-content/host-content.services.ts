import type { Database } from '@direct/db';
import type { ContentImageUploads } from '../host-photos/host-photos-ports.ts';
import { createBlogPostsRepository } from './blog-posts.repository.ts';
import { createBlogPostsService } from './blog-posts.service.ts';
import { createDestinationsRepository } from './destinations.repository.ts';
import { createDestinationsService } from './destinations.service.ts';
import { createHostProfileRepository } from './host-profile.repository.ts';
import { createHostProfileService } from './host-profile.service.ts';

export type HostContentServices = ReturnType<typeof createHostContentServices>;

// What a host writes for guests: blog posts, pictures for them (the photo pipeline, as a port)
// the host profile and a brand's destinations.
export function createHostContentServices(options: { db: Database; images: ContentImageUploads; now: () => Date }) {
  const { db, images, now } = options;
  return {
    blogPosts: createBlogPostsService({ repository: createBlogPostsRepository(db), now }),
    hostProfile: createHostProfileService({ repository: createHostProfileRepository(db) }),
    destinations: createDestinationsService({ repository: createDestinationsRepository(db) }),
    images,
  };
}
