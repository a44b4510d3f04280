CREATE TABLE "brand_destinations" (
	"brand_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_destinations_brand_id_city_id_pk" PRIMARY KEY("brand_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "host_profiles" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"bio_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"languages_spoken" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD CONSTRAINT "brand_destinations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD CONSTRAINT "brand_destinations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_destinations" ADD CONSTRAINT "brand_destinations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD CONSTRAINT "host_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_organization_id_brand_id_index" ON "blog_posts" USING btree ("organization_id","brand_id");