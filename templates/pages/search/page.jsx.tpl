import { useState } from "react";
import { useProducts, useLocale, TMoney, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Search", label: "Search the shop", submit: "Search", loading: "Searching…", prompt: "Type what you are looking for.", empty: "Nothing matches your search.", error: "The search could not be run." },
  ar: { title: "البحث", label: "ابحث في المتجر", submit: "بحث", loading: "جارٍ البحث…", prompt: "اكتب ما تبحث عنه.", empty: "لا توجد نتائج مطابقة لبحثك.", error: "تعذّر إجراء البحث." },
};

/** `?q=` from the address, in the query string or after a hash route (`#/search?q=`). */
function queryFromAddress() {
  if (typeof window === "undefined") return "";
  const { search, hash } = window.location;
  const qs = search || (hash.includes("?") ? hash.slice(hash.indexOf("?")) : "");
  return new URLSearchParams(qs).get("q") ?? "";
}

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const [draft, setDraft] = useState(queryFromAddress);
  const [search, setSearch] = useState(queryFromAddress);
  const { data, isLoading, error } = useProducts({ search: search.trim() || undefined });
  const results = search.trim() ? data ?? [] : [];
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="search.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="search.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        <form
          role="search"
          onSubmit={(e{{as:: { preventDefault(): void }}}) => {
            e.preventDefault();
            setSearch(draft);
          }}
        >
          <input
            type="search"
            name="q"
            aria-label={t.label}
            placeholder={t.label}
            value={draft}
            className="{{inputClass}}"
            onChange={(e{{as:: { target: { value: string } }}}) => setDraft(e.target.value)}
          />
          <{{Button}} type="submit" className="{{buttonClass}}">{t.submit}</{{Button}}>
        </form>
        {!search.trim() ? <p className="{{textClass}}">{t.prompt}</p> : null}
        {search.trim() && isLoading ? <p className="{{textClass}}">{t.loading}</p> : null}
        {search.trim() && !isLoading && error ? <p className="{{textClass}}">{t.error}</p> : null}
        {search.trim() && !isLoading && !error && results.length === 0 ? <p className="{{textClass}}">{t.empty}</p> : null}
        <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: "1.5rem" }}>
          {results.map((p) => (
            <{{Link}} key={p.id} {{linkTo}}={`{{productHref}}`} className="{{cardClass}}">
              {p.images?.[0] ? <img src={p.images[0]} alt={p.name} loading="lazy" style={{ display: "block", width: "100%", height: "auto", maxWidth: "100%", objectFit: "cover" }} /> : null}
              <h3 className="{{h3Class}}">{locale === "ar" && p.nameAr ? p.nameAr : p.name}</h3>
              <TMoney amount={p.price} />
            </{{Link}}>
          ))}
        </div>
      </{{WrapClose}}>
    </section>
  );
}
