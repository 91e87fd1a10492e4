// The seed's plan builders name their slugs with the shop's one slug rule (shared/http/slugify.ts).
export { slugify } from '#shared/http/slugify.ts';
