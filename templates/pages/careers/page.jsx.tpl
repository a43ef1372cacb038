import { useContent, useLocale, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Careers", loading: "Loading…", empty: "There are no open positions right now.", error: "The open positions could not be loaded." },
  ar: { title: "الوظائف", loading: "جارٍ التحميل…", empty: "لا توجد وظائف شاغرة حاليًا.", error: "تعذّر تحميل الوظائف الشاغرة." },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { data, isLoading, error } = useContent("careers");
  const jobs = (data ?? []){{as:{ id: string; title: string; location: string; type: string; description: string }[]}};
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="careers.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="careers.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {!isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {!isLoading && !error && jobs.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        {jobs.map((job) => (
          <article key={job.id} id={job.id} className="{{cardClass}}">
            <h2 className="{{h2Class}}">{job.title}</h2>
            <p className="{{textClass}}">{[job.location, job.type].filter(Boolean).join(" · ")}</p>
            <p className="{{textClass}}" style={{ whiteSpace: "pre-line" }}>{job.description}</p>
          </article>
        ))}
      </{{WrapClose}}>
    </section>
  );
}
