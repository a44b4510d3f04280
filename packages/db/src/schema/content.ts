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
import { createdAt, id, updatedAt, version } from './columns.ts';
import { bookings } from './bookings.ts';
import { images } from './media.ts';
import { properties } from './properties.ts';
import { brands, organizations } from './tenancy.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
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
    imageId: integer().references(() => images.id),
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
  (t) => [index().on(t.brandId, t.type, t.publishedAt), index().on(t.organizationId, t.brandId)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    title: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.brandId, t.slug)],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] })],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.brandId, t.slug)],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

export const reviewStatus = pgEnum('review_status', ['published', 'hidden']);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // One review per stay; null for imported reviews.
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
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
    index().on(t.propertyId, t.status),
    index().on(t.organizationId, t.createdAt),
    uniqueIndex('reviews_booking_unique').on(t.bookingId).where(sql`${t.bookingId} is not null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    propertyId: integer().references(() => properties.id),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.brandId)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
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
  (t) => [uniqueIndex('newsletter_brand_email_unique').on(t.brandId, sql`lower(${t.email})`)],
);
