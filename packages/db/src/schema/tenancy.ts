import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';
import { globalImages } from './media.ts';

export type BrandTheme = {
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
  logoText: string;
  fontFamily?: string;
  // Keys of the curated fonts (@direct/contracts brandFonts).
  headingFont?: string;
  bodyFont?: string;
};

export type BrandPostalAddress = { street: string; postcode: string; city: string; country: string };

// A host: the tenant. Every tenant-owned row carries organization_id.
export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  logoImageId: integer().references((): AnyPgColumn => globalImages.id, { onDelete: 'set null' }),
  email: text(),
  phone: text(),
  website: text(),
  isActive: boolean().notNull().default(true),
  // Shown in the public hosts list (GET /apis/hosts).
  isListedHost: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const brands = pgTable(
  'brands',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    // Platform subdomain and the spec's brands.url_alias.
    urlAlias: text().notNull().unique(),
    theme: jsonb().$type<BrandTheme>().notNull(),
    logoImageId: integer().references((): AnyPgColumn => globalImages.id, { onDelete: 'set null' }),
    defaultLanguage: text().notNull().default('en'),
    languages: text().array().notNull().default(['en', 'de', 'pt']),
    currency: text().notNull().default('EUR'),
    // The special domain that lists direct properties of many hosts.
    isSharedListing: boolean().notNull().default(false),
    contactEmail: text(),
    contactPhone: text(),
    tagline: text(),
    // The tagline per language ({ de: '…' }); `tagline` is the default language's.
    taglines: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
    postalAddress: jsonb().$type<BrandPostalAddress>(),
    // Measurement the site loads only after the guest's consent (decision 0033): public ids only.
    ga4MeasurementId: text(),
    gtmContainerId: text(),
    metaPixelId: text(),
    isActive: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organizationId)],
);

export const brandDomains = pgTable(
  'brand_domains',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    // Lower-case host name without port, e.g. lisbon-stays.localhost or www.example.com.
    hostname: text().notNull(),
    isPrimary: boolean().notNull().default(false),
    // A host's own domain serves the brand only once the TXT record _direct-verify.<hostname>
    // holds this token (checked by a job). Domains the platform sets up (subdomains, the seed)
    // have no token and are verified on insert by the default; a host's domain inserts null.
    verificationToken: text(),
    verifiedAt: timestamp({ withTimezone: true }).defaultNow(),
    lastCheckedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.hostname), index().on(t.brandId)],
);

// OAuth2 client-credentials clients. Only a hash of the secret is stored.
export const oauthClients = pgTable('oauth_clients', {
  id: id(),
  clientId: text().notNull().unique(),
  secretHash: text().notNull(),
  name: text().notNull(),
  // Null: a platform client (the website) that acts for any brand it is asked about.
  organizationId: integer().references(() => organizations.id),
  scopes: text().array().notNull().default([]),
  isActive: boolean().notNull().default(true),
  lastUsedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
