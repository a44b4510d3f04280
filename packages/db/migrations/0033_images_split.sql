CREATE TABLE "global_images" (
	"id" integer PRIMARY KEY DEFAULT nextval('images_id_seq') NOT NULL,
	"organization_id" integer,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"alt_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_key" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_images_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_storageKey_unique";--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_logo_image_id_images_id_fk";
--> statement-breakpoint
ALTER TABLE "organizations" DROP CONSTRAINT "organizations_logo_image_id_images_id_fk";
--> statement-breakpoint
ALTER TABLE "cities" DROP CONSTRAINT "cities_image_id_images_id_fk";
--> statement-breakpoint
ALTER TABLE "property_images" DROP CONSTRAINT "property_images_image_id_images_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_image_id_images_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_destinations" DROP CONSTRAINT "brand_destinations_image_id_images_id_fk";
--> statement-breakpoint
-- Decision 0048: the platform's pictures (no organization) and every logo (named by a brand or an
-- organization, both reference tables) move to global_images with their ids, so /apis/image/{id}
-- addresses keep working. A logo some tenant row also shows stays in images as well (same files).
INSERT INTO "global_images" ("id", "organization_id", "storage_key", "mime_type", "width", "height", "size_bytes", "alt", "alt_translations", "original_key", "variants", "created_at")
SELECT i."id", i."organization_id", i."storage_key", i."mime_type", i."width", i."height", i."size_bytes", i."alt", i."alt_translations", i."original_key", i."variants", i."created_at"
FROM "images" i
WHERE i."organization_id" IS NULL
   OR i."id" IN (SELECT "logo_image_id" FROM "brands" UNION SELECT "logo_image_id" FROM "organizations");--> statement-breakpoint
-- Host rows that showed a platform picture lose it (a host may show only its own images now);
-- the demo data has none.
DELETE FROM "property_images" pi USING "images" i WHERE i."id" = pi."image_id" AND (i."organization_id" IS NULL OR i."organization_id" <> pi."organization_id");--> statement-breakpoint
UPDATE "blog_posts" bp SET "image_id" = NULL FROM "images" i WHERE i."id" = bp."image_id" AND (i."organization_id" IS NULL OR i."organization_id" <> bp."organization_id");--> statement-breakpoint
UPDATE "brand_destinations" bd SET "image_id" = NULL FROM "images" i WHERE i."id" = bd."image_id" AND (i."organization_id" IS NULL OR i."organization_id" <> bd."organization_id");--> statement-breakpoint
DELETE FROM "images" i
WHERE i."organization_id" IS NULL
   OR (i."id" IN (SELECT "id" FROM "global_images")
       AND NOT EXISTS (SELECT 1 FROM "property_images" pi WHERE pi."image_id" = i."id")
       AND NOT EXISTS (SELECT 1 FROM "blog_posts" bp WHERE bp."image_id" = i."id")
       AND NOT EXISTS (SELECT 1 FROM "brand_destinations" bd WHERE bd."image_id" = i."id"));--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_pkey";--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_id_organization_id_pk" PRIMARY KEY("id","organization_id");--> statement-breakpoint
ALTER TABLE "global_images" ADD CONSTRAINT "global_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_image_id_global_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."global_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_logo_image_id_global_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."global_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_image_id_global_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."global_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_organization_id_image_id_images_organization_id_id_fk" FOREIGN KEY ("organization_id","image_id") REFERENCES "public"."images"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_organization_id_image_id_images_organization_id_id_fk" FOREIGN KEY ("organization_id","image_id") REFERENCES "public"."images"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD CONSTRAINT "brand_destinations_organization_id_image_id_images_organization_id_id_fk" FOREIGN KEY ("organization_id","image_id") REFERENCES "public"."images"("organization_id","id") ON DELETE SET NULL ("image_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_storageKey_organizationId_unique" UNIQUE("storage_key","organization_id");