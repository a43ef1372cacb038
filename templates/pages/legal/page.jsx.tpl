import { useContent, useLocale, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Policies and terms", loading: "Loading…", empty: "No policies have been published yet.", error: "The policies could not be loaded." },
  ar: { title: "السياسات والشروط", loading: "جارٍ التحميل…", empty: "لم تُنشر أي سياسات بعد.", error: "تعذّر تحميل السياسات." },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { data, isLoading, error } = useContent("legal");
  const docs = (data ?? []){{as:{ slug: string; title: string; body: string }[]}};
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="legal.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="legal.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {!isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {!isLoading && !error && docs.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        {docs.map((doc) => (
          <article key={doc.slug} id={doc.slug} className="{{cardClass}}">
            <h2 className="{{h2Class}}">{doc.title}</h2>
            <p className="{{textClass}}" style={{ whiteSpace: "pre-line" }}>{doc.body}</p>
          </article>
        ))}
      </{{WrapClose}}>
    </section>
  );
}
