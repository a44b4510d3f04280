import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  BlogPostParams,
  BlogPostsParams,
  BrandDestinationParams,
  BrandDestinationsParams,
  BlogTerms,
  BlogTermsQuery,
  ContentImage,
  DeleteBlogPostQuery,
  HostBlogPost,
  HostBlogPostList,
  HostBlogPostListQuery,
  HostDestination,
  HostDestinationList,
  HostProfile,
  SaveBlogPostRequest,
  UpdateBlogPostRequest,
  UpdateDestinationRequest,
  UpdateHostProfileRequest,
} from '../host-content.ts';

// Blog posts, content images and the host profile, as the host writes them (decision 0014).

const tags = ['host content'] as const;
const basePath = '/apis/host/organizations/:organizationId';
const writeErrors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'] as const;
const bodyRules =
  'The body is HTML from the console’s editor, cleaned on the server with an allow-list (text markup, headings, lists, ' +
  'links over http(s)/mailto/tel, images over http(s)); scripts, event handlers and javascript: URLs are dropped. ' +
  'Categories and tags are named; unknown names are created for the brand. The slug is the post’s address ' +
  '(/blog/<slug>) and must be free (409 field slug). A scheduled post needs publishAt in the future and shows on the ' +
  'site once that time has come.';

export const hostListBlogPosts = defineEndpoint({
  operationId: 'hostListBlogPosts',
  method: 'GET',
  path: `${basePath}/blog-posts`,
  tags,
  summary: 'The organization’s blog posts, newest change first (filter by status, brand, language)',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BlogPostsParams,
  query: HostBlogPostListQuery,
  responses: { 200: HostBlogPostList },
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
});

export const hostGetBlogPost = defineEndpoint({
  operationId: 'hostGetBlogPost',
  method: 'GET',
  path: `${basePath}/blog-posts/:postId`,
  tags,
  summary: 'One blog post as its editor shows it',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BlogPostParams,
  responses: { 200: HostBlogPost },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateBlogPost = defineEndpoint({
  operationId: 'hostCreateBlogPost',
  method: 'POST',
  path: `${basePath}/blog-posts`,
  tags,
  summary: 'Write a blog post for one of the organization’s brands, in one language',
  description: bodyRules,
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BlogPostsParams,
  body: SaveBlogPostRequest,
  responses: { 201: HostBlogPost },
  errors: [...writeErrors],
});

export const hostUpdateBlogPost = defineEndpoint({
  operationId: 'hostUpdateBlogPost',
  method: 'PUT',
  path: `${basePath}/blog-posts/:postId`,
  tags,
  summary: 'Save a blog post (409 when someone saved since `version`)',
  description: bodyRules,
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BlogPostParams,
  body: UpdateBlogPostRequest,
  responses: { 200: HostBlogPost },
  errors: [...writeErrors],
});

export const hostDeleteBlogPost = defineEndpoint({
  operationId: 'hostDeleteBlogPost',
  method: 'DELETE',
  path: `${basePath}/blog-posts/:postId`,
  tags,
  summary: 'Delete a blog post and its address (409 when someone saved since `version`)',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BlogPostParams,
  query: DeleteBlogPostQuery,
  responses: { 204: z.undefined() },
  errors: [...writeErrors],
});

export const hostListBlogTerms = defineEndpoint({
  operationId: 'hostListBlogTerms',
  method: 'GET',
  path: `${basePath}/blog-terms`,
  tags,
  summary: 'A brand’s blog categories and tags (to pick from while writing)',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BlogPostsParams,
  query: BlogTermsQuery,
  responses: { 200: BlogTerms },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUploadContentImage = defineEndpoint({
  operationId: 'hostUploadContentImage',
  method: 'POST',
  path: `${basePath}/content-images`,
  tags,
  summary: 'Upload a picture for a post’s cover, its body or the host profile (multipart/form-data: file)',
  description: 'Through the photo pipeline: the type is read from the content, EXIF orientation applied, metadata dropped, renditions made.',
  hostAccess: 'organization',
  permission: 'organization:write',
  consumes: ['multipart/form-data'],
  params: BlogPostsParams,
  responses: { 201: ContentImage },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'payload_too_large', 'unsupported_media_type'],
});

export const hostGetHostProfile = defineEndpoint({
  operationId: 'hostGetHostProfile',
  method: 'GET',
  path: `${basePath}/host-profile`,
  tags,
  summary: 'The host profile the site’s hosts list shows',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BlogPostsParams,
  responses: { 200: HostProfile },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateHostProfile = defineEndpoint({
  operationId: 'hostUpdateHostProfile',
  method: 'PUT',
  path: `${basePath}/host-profile`,
  tags,
  summary: 'Change the host’s name, bio per language, photo, languages spoken and whether they are listed',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BlogPostsParams,
  body: UpdateHostProfileRequest,
  responses: { 200: HostProfile },
  errors: [...writeErrors],
});

export const hostListDestinations = defineEndpoint({
  operationId: 'hostListDestinations',
  method: 'GET',
  path: `${basePath}/brands/:brandId/destinations`,
  tags,
  summary: 'The destinations a brand’s properties are in, with the brand’s own texts and picture',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BrandDestinationsParams,
  responses: { 200: HostDestinationList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateDestination = defineEndpoint({
  operationId: 'hostUpdateDestination',
  method: 'PUT',
  path: `${basePath}/brands/:brandId/destinations/:cityId`,
  tags,
  summary: 'Set the brand’s description per language and picture for one destination (409 on a stale version)',
  description: 'The site’s destination pages of this brand show them instead of the platform’s (English is the fallback).',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BrandDestinationParams,
  body: UpdateDestinationRequest,
  responses: { 200: HostDestination },
  errors: [...writeErrors],
});
