import { useLocale, THeading, TText } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: {
    title: "Policies and terms",
    sections: [
      { title: "Privacy", body: "We use your details only to process your orders and answer your messages." },
      { title: "Returns", body: "Unused items can be returned within 14 days of delivery." },
      { title: "Terms of sale", body: "Prices include applicable taxes. Orders are confirmed once payment is received." },
    ],
  },
  ar: {
    title: "السياسات والشروط",
    sections: [
      { title: "الخصوصية", body: "نستخدم بياناتك فقط لتنفيذ طلباتك والرد على رسائلك." },
      { title: "الإرجاع", body: "يمكن إرجاع المنتجات غير المستخدمة خلال ١٤ يومًا من التوصيل." },
      { title: "شروط البيع", body: "الأسعار تشمل الضرائب المطبقة. يتم تأكيد الطلب عند استلام الدفع." },
    ],
  },
};

/** Static, merchant-editable policies (the survey chose static pages over the content engine). */
export default function {{Component}}() {
  const { locale } = useLocale();
  const lang = locale === "ar" ? "ar" : "en";
  const t = COPY[lang];
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        <THeading key={`title.${lang}`} name={`legal.title.${lang}`} defaultValue={t.title} level={1} className="{{h1Class}}" />
        {t.sections.map((s, i) => (
          <article key={`${lang}.${i}`} className="{{cardClass}}">
            <TText name={`legal.s${i + 1}.title.${lang}`} defaultValue={s.title} as="h2" className="{{h2Class}}" />
            <TText name={`legal.s${i + 1}.body.${lang}`} defaultValue={s.body} as="p" className="{{textClass}}" />
          </article>
        ))}
      </{{WrapClose}}>
    </section>
  );
}
