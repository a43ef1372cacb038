import { useLocale, THeading, TText } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: {
    title: "Frequently asked questions",
    items: [
      { q: "How long does delivery take?", a: "Orders are usually delivered within 2–5 working days." },
      { q: "Can I return an item?", a: "Yes, unused items can be returned within 14 days of delivery." },
      { q: "How can I reach you?", a: "Use the contact page and we will get back to you within one working day." },
    ],
  },
  ar: {
    title: "الأسئلة الشائعة",
    items: [
      { q: "كم يستغرق التوصيل؟", a: "يتم توصيل الطلبات عادةً خلال ٢ إلى ٥ أيام عمل." },
      { q: "هل يمكنني إرجاع منتج؟", a: "نعم، يمكن إرجاع المنتجات غير المستخدمة خلال ١٤ يومًا من التوصيل." },
      { q: "كيف أتواصل معكم؟", a: "استخدم صفحة التواصل وسنرد عليك خلال يوم عمل واحد." },
    ],
  },
};

/** A static, merchant-editable FAQ (the survey chose static pages over the content engine). */
export default function {{Component}}() {
  const { locale } = useLocale();
  const lang = locale === "ar" ? "ar" : "en";
  const t = COPY[lang];
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        <THeading key={`title.${lang}`} name={`faq.title.${lang}`} defaultValue={t.title} level={1} className="{{h1Class}}" />
        {t.items.map((item, i) => (
          <details key={`${lang}.${i}`} className="{{cardClass}}">
            <TText name={`faq.q${i + 1}.question.${lang}`} defaultValue={item.q} as="summary" className="{{h3Class}}" />
            <TText name={`faq.q${i + 1}.answer.${lang}`} defaultValue={item.a} as="p" className="{{textClass}}" />
          </details>
        ))}
      </{{WrapClose}}>
    </section>
  );
}
