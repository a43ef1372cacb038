// platform-convert: `next/script` renders nothing: outside scripts do not run in a theme (analytics go
// through the SDK's useTracker()). Each use is a limitation in THEME_CONVERSION.md.
export default function Script(_props: Record<string, unknown>) {
  return null;
}
