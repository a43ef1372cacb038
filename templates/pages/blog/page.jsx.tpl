import { useContent, useLocale, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Blog", loading: "Loading…", empty: "No articles have been published yet.", error: "The articles could not be loaded.", by: "By" },
  ar: { title: "المدونة", loading: "جارٍ التحميل…", empty: "لم تُنشر أي مقالات بعد.", error: "تعذّر تحميل المقالات.", by: "بقلم" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { data, isLoading, error } = useContent("blog");
  const posts = (data ?? []){{as:{ slug: string; title: string; excerpt: string; image: string | null; publishedAt: string; author?: string | null }[]}};
  const dateOf = (iso{{as:: string}}) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(locale === "ar" ? "ar" : "en", { year: "numeric", month: "long", day: "numeric" });
  };
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="blog.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="blog.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {!isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {!isLoading && !error && posts.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        {posts.map((post) => (
          <article key={post.slug} id={post.slug} className="{{cardClass}}">
            {post.image ? <img src={post.image} alt={post.title} loading="lazy" style={{ display: "block", width: "100%", height: "auto", maxWidth: "100%", objectFit: "cover" }} /> : null}
            <h2 className="{{h2Class}}">{post.title}</h2>
            <p className="{{textClass}}">
              <time dateTime={post.publishedAt}>{dateOf(post.publishedAt)}</time>
              {post.author ? ` · ${t.by} ${post.author}` : null}
            </p>
            <p className="{{textClass}}">{post.excerpt}</p>
          </article>
        ))}
      </{{WrapClose}}>
    </section>
  );
}
