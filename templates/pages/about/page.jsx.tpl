import { useBrand, useLocale, THeading, TText } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "About us", body: "We started with a simple idea: carefully chosen products and friendly service. Thank you for being part of our story." },
  ar: { title: "من نحن", body: "بدأنا بفكرة بسيطة: منتجات مختارة بعناية وخدمة ودودة. شكرًا لكونكم جزءًا من قصتنا." },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const brand = useBrand();
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="about.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="about.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {brand.name ? <h2 className="{{h2Class}}">{brand.name}</h2> : null}
        {locale === "ar"
          ? <TText name="about.body.ar" defaultValue={COPY.ar.body} as="p" className="{{textClass}}" />
          : <TText name="about.body.en" defaultValue={COPY.en.body} as="p" className="{{textClass}}" />}
      </{{WrapClose}}>
    </section>
  );
}
