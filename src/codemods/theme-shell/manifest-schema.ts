import { z } from 'zod';

/**
 * The theme manifest of spec §2 (object `manifest` inside platform.json). The spec fixes which
 * fields exist and that `pages` has at least 3 entries; value sets and entry shapes are not shown,
 * so they are what we emit (and extra keys are allowed).
 */
const nonEmpty = z.string().trim().min(1);

export const manifestPageSchema = z.object({
  id: nonEmpty,
  path: z.string().startsWith('/'),
  title: nonEmpty,
  canonical: z.string().nullable().optional(),
  file: z.string().optional(),
}).loose();

export const editableFieldSchema = z.object({
  name: nonEmpty,
  kind: z.enum(['text', 'heading', 'image', 'color', 'section']),
  default: z.union([z.string(), z.boolean(), z.null()]).optional(),
  file: z.string().optional(),
}).loose();

export const manifestSchema = z.object({
  type: nonEmpty,
  name: nonEmpty,
  slug: z.string().regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'lowercase words joined by -'),
  version: nonEmpty,
  visibility: nonEmpty,
  pages: z.array(manifestPageSchema).min(3, 'a manifest declares at least 3 pages'),
  locales: z.array(nonEmpty).min(1),
  default_locale: nonEmpty,
  editable_fields: z.array(editableFieldSchema),
  capabilities: z.array(nonEmpty),
}).loose().refine((m) => m.locales.includes(m.default_locale), { message: 'default_locale must be one of locales', path: ['default_locale'] })
  .refine((m) => new Set(m.pages.map((p) => p.id)).size === m.pages.length, { message: 'page ids must be unique', path: ['pages'] })
  .refine((m) => new Set(m.editable_fields.map((f) => f.name)).size === m.editable_fields.length, { message: 'editable field names must be unique', path: ['editable_fields'] });

export const platformJsonSchema = z.object({ manifest: manifestSchema }).loose();

export type ThemeManifest = z.infer<typeof manifestSchema>;
export type ManifestPage = z.infer<typeof manifestPageSchema>;
export type EditableField = z.infer<typeof editableFieldSchema>;

/** One line per problem: `manifest.pages: a manifest declares at least 3 pages`. */
export function manifestProblems(value: unknown): string[] {
  const r = platformJsonSchema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.map((i) => `${['manifest', ...i.path.slice(1)].join('.') || 'manifest'}: ${i.message}`);
}
