import { z } from 'zod';

// The languages the product is written in (brands.ts re-exports them; brand-look.ts needs them too).
export const languages = ['en', 'de', 'pt'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;
