import { useFaqs, useLocale, faqJsonLd, TJsonLd, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Frequently asked questions", loading: "Loading…", empty: "No questions have been published yet.", error: "The questions could not be loaded." },
  ar: { title: "الأسئلة الشائعة", loading: "جارٍ التحميل…", empty: "لم تُنشر أي أسئلة بعد.", error: "تعذّر تحميل الأسئلة." },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { data, isLoading, error } = useFaqs();
  const faqs = data ?? [];
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="faq.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="faq.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {!isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {!isLoading && !error && faqs.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        {faqs.length ? <TJsonLd data={faqJsonLd(faqs)} /> : null}
        {faqs.map((faq) => (
          <details key={faq.question} className="{{cardClass}}">
            <summary className="{{h3Class}}">{faq.question}</summary>
            <p className="{{textClass}}">{faq.answer}</p>
          </details>
        ))}
      </{{WrapClose}}>
    </section>
  );
}
