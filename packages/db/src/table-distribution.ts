// How every table would live on Citus, distributed by organization (decision 0038). The schema
// test (table-distribution.test.ts) reads the live catalog and fails on a table missing from
// these lists or breaking its group's rule; a new table must be placed here first.

// The column Citus distributes tenant tables by.
export const distributionColumn = 'organization_id';

// Tenant tables: one organization's rows. organization_id is NOT NULL and part of the primary
// key and of every unique key and exclusion constraint; a link to another tenant table is
// composite (organization_id, x_id) → (organization_id, id), so a row never points at another
// host's row and every join stays on one shard.
export const tenantTables = [
  // Catalogue: a host's properties and what hangs on them.
  'properties',
  'property_texts',
  'property_brands',
  'property_images',
  'property_amenities',
  // A host's pictures (photos, blog and destination pictures); logos live in global_images.
  'images',
  'unit_types',
  'units',
  'property_access_details',
  'checkin_settings',
  // Prices, fees, taxes and discounts.
  'cancellation_policies',
  'rate_plans',
  'daily_rates',
  'fees',
  'taxes',
  'add_ons',
  'promotions',
  'vouchers',
  'voucher_properties',
  'listing_changes',
  'listing_changes_pending',
  // Bookings and everything about one booking.
  'bookings',
  'booking_requests',
  'booking_add_ons',
  'voucher_redemptions',
  'unit_allocations',
  'guests',
  'booking_events',
  'booking_checkin_steps',
  'booking_messages',
  'booking_invoices',
  'invoice_counters',
  'host_booking_actions',
  'outside_payments',
  'instalments',
  'payment_methods',
  'payments',
  'deposits',
  'email_verifications',
  'documents',
  'agreement_templates',
  'agreement_versions',
  'agreement_signatures',
  // A host's site content.
  'blog_posts',
  'blog_categories',
  'blog_tags',
  'blog_post_categories',
  'blog_post_tags',
  'reviews',
  'contact_messages',
  'newsletter_subscriptions',
  'brand_destinations',
  'host_profiles',
  // A host's people, settings and integrations.
  'organization_members',
  'organization_invitations',
  'audit_log',
  'email_templates',
  'email_automations',
  'email_automation_property_offs',
  'webhook_endpoints',
  'webhook_events',
  'webhook_deliveries',
  'webhook_attempts',
  'calendar_feed_tokens',
  'ari_requests',
  'unit_cleanings',
  'channel_feeds',
  'channel_feed_events',
] as const;

// Reference tables: small, global, read by every host's requests; Citus copies them to every
// node, so tenant tables may point at them with single-column links.
export const referenceTables = [
  // The platform's geography and vocabulary.
  'countries',
  'cities',
  'areas',
  'amenities',
  // Pictures reference rows show: cities' (the platform's) and brands' and organizations' logos,
  // read where the host is not known yet (decision 0048). Ids shared with images.
  'global_images',
  // The tenants themselves (5,000 hosts is a small table). Organization slugs, brand subdomains
  // (url_alias) and custom domains are unique across the platform and resolve a request to its
  // host before the host is known, so they must be global.
  'organizations',
  'brands',
  'brand_domains',
  // Path → entity for the whole site (the shared listing resolves paths across hosts).
  'seo_routes',
  // API clients, platform-wide ones included (organization_id null).
  'oauth_clients',
  // A person is global (one account, several organizations); memberships are tenant rows.
  'host_users',
] as const;

// Local tables: kept on the coordinator only (Citus allows plain tables there). Platform-wide
// queues and sign-in state that no host owns and that are always read by their own key, never
// joined with tenant rows. They may point at reference tables, never at tenant tables.
export const localTables = [
  // better-auth's sessions, credentials, one-time values and second factors: per person, not per host.
  'host_sessions',
  'host_credentials',
  'host_verifications',
  'host_two_factors',
  // Throttling by the guesser's key (an address, an email): nothing a host owns.
  'auth_throttle',
  'access_attempts',
  // The API's shared rate-limit counters (decision 0034): keyed by route and client address.
  'rate_limit_hits',
  // The job queue and the email outbox: workers claim rows across all hosts (SKIP LOCKED);
  // account emails have no organization. booking_id on the outbox is a plain column.
  'jobs',
  'email_outbox',
  // Gateway webhooks arrive before we know the host (de-duplicated by the provider's event id),
  // and the sandbox gateway is a stand-in for a remote service.
  'payment_events',
  'sandbox_gateway_objects',
] as const;

export type TableGroup = 'tenant' | 'reference' | 'local';

export function tableGroups(): Map<string, TableGroup> {
  const groups = new Map<string, TableGroup>();
  const add = (names: readonly string[], group: TableGroup) => {
    for (const name of names) {
      if (groups.has(name)) throw new Error(`${name} is listed twice in table-distribution.ts`);
      groups.set(name, group);
    }
  };
  add(tenantTables, 'tenant');
  add(referenceTables, 'reference');
  add(localTables, 'local');
  return groups;
}
