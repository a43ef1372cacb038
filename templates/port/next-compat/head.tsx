// platform-convert: `next/head` renders nothing: the platform writes the document head.
export default function Head(_props: { children?: unknown }) {
  return null;
}
