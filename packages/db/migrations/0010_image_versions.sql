ALTER TABLE "images" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
