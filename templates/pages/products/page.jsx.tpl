import { useProducts, useLocale, TMoney, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Shop", loading: "Loading…", empty: "No products are available yet.", error: "The products could not be loaded." },
  ar: { title: "المتجر", loading: "جارٍ التحميل…", empty: "لا توجد منتجات متاحة بعد.", error: "تعذّر تحميل المنتجات." },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { data, isLoading, error } = useProducts();
  const products = data ?? [];
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="products.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="products.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {!isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {!isLoading && !error && products.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: "1.5rem" }}>
          {products.map((p) => (
            <{{Link}} key={p.id} {{linkTo}}={`{{productHref}}`} className="{{cardClass}}">
              {p.images?.[0] ? <img src={p.images[0]} alt={p.name} loading="lazy" style={{ display: "block", width: "100%", height: "auto", maxWidth: "100%", objectFit: "cover" }} /> : null}
              <h3 className="{{h3Class}}">{locale === "ar" && p.nameAr ? p.nameAr : p.name}</h3>
              {p.price > 0 ? <TMoney amount={p.price} /> : null}
            </{{Link}}>
          ))}
        </div>
      </{{WrapClose}}>
    </section>
  );
}
