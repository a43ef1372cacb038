import { useState } from "react";
import { useLead, useLocale, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Contact us", name: "Name", phone: "Phone", email: "Email", message: "Message", send: "Send", sending: "Sending…", sent: "Thank you, we will get back to you soon.", error: "Your message could not be sent. Please try again." },
  ar: { title: "تواصل معنا", name: "الاسم", phone: "الهاتف", email: "البريد الإلكتروني", message: "الرسالة", send: "إرسال", sending: "جارٍ الإرسال…", sent: "شكرًا لك، سنتواصل معك قريبًا.", error: "تعذّر إرسال رسالتك. حاول مرة أخرى." },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { submit, isSubmitting, error, result } = useLead();
  const [form, setForm] = useState({ name: "", phone: "", email: "", message: "" });
  const field = (key{{as:: "name" | "phone" | "email" | "message"}}) => ({
    value: form[key],
    onChange: (e{{as:: { target: { value: string } }}}) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="contact.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="contact.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {result ? <p className="{{textClass}}">{t.sent}</p> : (
          <form
            className="{{cardClass}}"
            onSubmit={(e) => {
              e.preventDefault();
              submit({ ...form, source: "contact" });
            }}
          >
            <label className="{{textClass}}">{t.name}<input required className="{{inputClass}}" {...field("name")} /></label>
            <label className="{{textClass}}">{t.phone}<input required type="tel" className="{{inputClass}}" {...field("phone")} /></label>
            <label className="{{textClass}}">{t.email}<input type="email" className="{{inputClass}}" {...field("email")} /></label>
            <label className="{{textClass}}">{t.message}<textarea className="{{inputClass}}" {...field("message")} /></label>
            {error ? <p className="{{textClass}}">{t.error}</p> : null}
            <{{Button}} type="submit" disabled={isSubmitting} className="{{buttonClass}}">{isSubmitting ? t.sending : t.send}</{{Button}}>
          </form>
        )}
      </{{WrapClose}}>
    </section>
  );
}
