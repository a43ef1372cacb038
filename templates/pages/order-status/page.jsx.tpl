import { useCheckout, useLocale, TMoney, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Order status", empty: "No recent order on this device. Your confirmation message holds your order number.", order: "Order", status: "Status", total: "Total", shop: "Continue shopping" },
  ar: { title: "حالة الطلب", empty: "لا يوجد طلب حديث على هذا الجهاز. رسالة التأكيد تحتوي على رقم طلبك.", order: "الطلب", status: "الحالة", total: "الإجمالي", shop: "متابعة التسوق" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { order } = useCheckout();
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="order-status.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="order-status.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {order ? (
          <div className="{{cardClass}}">
            <p className="{{textClass}}">{t.order}: {order.orderId}</p>
            <p className="{{textClass}}">{t.status}: {order.status}</p>
            <p className="{{textClass}}">{t.total}: <TMoney amount={order.totalAmount} currency={order.currency} /></p>
          </div>
        ) : (
          <p className="{{textClass}}">{t.empty}</p>
        )}
        <{{Link}} {{linkTo}}="{{productsPath}}" className="{{linkClass}}">{t.shop}</{{Link}}>
      </{{WrapClose}}>
    </section>
  );
}
