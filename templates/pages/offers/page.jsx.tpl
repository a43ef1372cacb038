import { useProducts, useLocale, TMoney, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Offers", loading: "Loading…", empty: "There are no offers right now.", error: "The offers could not be loaded.", was: "Was" },
  ar: { title: "العروض", loading: "جارٍ التحميل…", empty: "لا توجد عروض حاليًا.", error: "تعذّر تحميل العروض.", was: "كان" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { data, isLoading, error } = useProducts();
  // An offer is a product sold below its compare-at price.
  const offers = (data ?? []).filter((p) => p.compareAtPrice != null && p.compareAtPrice > p.price);
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="offers.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="offers.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {!isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {!isLoading && !error && offers.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: "1.5rem" }}>
          {offers.map((p) => (
            <{{Link}} key={p.id} {{linkTo}}={`{{productHref}}`} className="{{cardClass}}">
              {p.images?.[0] ? <img src={p.images[0]} alt={p.name} loading="lazy" style={{ display: "block", width: "100%", height: "auto", maxWidth: "100%", objectFit: "cover" }} /> : null}
              <h3 className="{{h3Class}}">{locale === "ar" && p.nameAr ? p.nameAr : p.name}</h3>
              <TMoney amount={p.price} />
              <p className="{{textClass}}">{t.was} <s><TMoney amount={p.compareAtPrice ?? p.price} /></s></p>
            </{{Link}}>
          ))}
        </div>
      </{{WrapClose}}>
    </section>
  );
}
