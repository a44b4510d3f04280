import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt, version } from './columns.ts';
import { bookings } from './bookings.ts';
import { images } from './media.ts';
import { properties } from './properties.ts';
import { brands, organizations } from './tenancy.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    // The spec's contents type (type=blog).
    type: text().notNull().default('blog'),
    title: text().notNull(),
    shortContent: text().notNull(),
    summary: text().notNull(),
    // Sanitised before it is rendered.
    contentHtml: text().notNull(),
    imageId: integer(),
    authorName: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    isPublished: boolean().notNull().default(true),
    // The language the post is written in (one of the brand's); a translation is its own post.
    language: text().notNull().default('en'),
    // Hosts edit posts: optimistic concurrency like every row a host edits.
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index().on(t.brandId, t.type, t.publishedAt),
    index().on(t.organizationId, t.brandId),
    tenantForeignKey(t.organizationId, t.imageId, images),
  ],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    title: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex().on(t.brandId, t.slug, t.organizationId)],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    postId: integer().notNull(),
    categoryId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.postId, blogPosts).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.categoryId, blogCategories).onDelete('cascade'),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex().on(t.brandId, t.slug, t.organizationId)],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    postId: integer().notNull(),
    tagId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.postId, blogPosts).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.tagId, blogTags).onDelete('cascade'),
  ],
);

export const reviewStatus = pgEnum('review_status', ['published', 'hidden']);

export const reviews = pgTable(
  'reviews',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    // One review per stay; null for imported reviews.
    bookingId: integer(),
    authorName: text().notNull(),
    rating: smallint().notNull(),
    title: text(),
    text: text(),
    language: text().notNull().default('en'),
    status: reviewStatus().notNull().default('published'),
    stayedOn: date({ mode: 'string' }),
    // The host's public answer, shown under the review on the property page (null: none).
    hostReply: text(),
    hostReplyAt: timestamp({ withTimezone: true }),
    // Why the host hid it: for the host's own eyes only, never published.
    hiddenReason: text(),
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('set null'),
    index().on(t.propertyId, t.status),
    index().on(t.organizationId, t.createdAt),
    uniqueIndex('reviews_booking_unique').on(t.bookingId, t.organizationId).where(sql`${t.bookingId} is not null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    propertyId: integer(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), tenantForeignKey(t.organizationId, t.propertyId, properties), index().on(t.brandId)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    email: text().notNull(),
    language: text().notNull().default('en'),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('newsletter_brand_email_unique').on(t.brandId, sql`lower(${t.email})`, t.organizationId)],
);
