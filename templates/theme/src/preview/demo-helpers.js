// platform-convert: helpers of the generated demo storefront client (preview mode). Pure,
// in-memory, no network: a preview never calls anything.
const copy = (x) => (x == null ? x : JSON.parse(JSON.stringify(x)));
const text = (v) => (v == null ? '' : String(v)).toLowerCase();

/** A list of demo records, filtered the way the storefront filters (limit, type, collection, search). */
export function listOf(records, query) {
  let out = records;
  const q = query && typeof query === 'object' ? query : {};
  if (q.type) out = out.filter((r) => (r.type ?? 'product') === q.type);
  if (q.collection) out = out.filter((r) => [r.category, r.collection, r.raw && r.raw.category && (r.raw.category.name ?? r.raw.category)].some((c) => c != null && text(c) === text(q.collection)));
  if (q.search) out = out.filter((r) => text(r.name ?? r.title).includes(text(q.search)) || text(r.description).includes(text(q.search)));
  if (typeof q.limit === 'number' && q.limit >= 0) out = out.slice(0, q.limit);
  return copy(out);
}

/** One demo record by id or slug (or path, for page meta), else null. */
export function findIn(records, ref) {
  const keys = ref && typeof ref === 'object' ? Object.values(ref).filter((v) => v != null).map(String) : [String(ref ?? '')];
  const hit = records.find((r) => keys.some((k) => k !== '' && (String(r.id) === k || String(r.slug) === k || String(r.path) === k)));
  return copy(hit ?? null);
}

/** The result of a write in preview: the declared shape, echoing what the input already says. */
export function resultOf(template, input) {
  const out = copy(template);
  if (input && typeof input === 'object') for (const k of Object.keys(out)) if (input[k] !== undefined) out[k] = copy(input[k]);
  return out;
}
