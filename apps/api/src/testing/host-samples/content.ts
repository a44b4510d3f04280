import type { HostOperationSamples } from './sample.ts';

const post = {
  brandId: 999_999,
  language: 'en',
  title: 'Spring in the hills',
  slug: 'spring-in-the-hills-sample',
  bodyHtml: '<p>Hello</p>',
  status: 'draft',
};

// The upload is multipart: without a file an allowed role gets 415, which is not a refusal.
export const contentSamples: HostOperationSamples = {
  hostListBlogPosts: {},
  hostGetBlogPost: { params: { postId: 999_999 } },
  hostCreateBlogPost: { body: post },
  hostUpdateBlogPost: { params: { postId: 999_999 }, body: { ...post, version: 1 } },
  hostDeleteBlogPost: { params: { postId: 999_999 }, query: { version: '1' } },
  hostListBlogTerms: { query: { brandId: '999999' } },
  hostUploadContentImage: {},
  hostGetHostProfile: {},
  hostListDestinations: { params: { brandId: 999_999 } },
  hostUpdateDestination: { params: { brandId: 999_999, cityId: 1 }, body: { version: 1, descriptions: { en: 'Hills and river.' } } },
  hostUpdateHostProfile: { body: { version: 999, name: 'Sample host', bio: { en: 'We love guests.' }, listed: true } },
};
