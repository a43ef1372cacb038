import { useState } from "react";
import { useCart, useCheckout, useDeliveryMethods, usePaymentMethods, useCurrency, useLocale, TMoney, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Checkout", empty: "Your cart is empty.", shop: "Continue shopping", name: "Name", phone: "Phone", address: "Address", delivery: "Delivery", payment: "Payment", noMethods: "No methods are available yet.", total: "Total", place: "Place order", placing: "Placing order…", error: "The order could not be placed. Please try again.", done: "Thank you! Your order number is" },
  ar: { title: "إتمام الطلب", empty: "سلتك فارغة.", shop: "متابعة التسوق", name: "الاسم", phone: "الهاتف", address: "العنوان", delivery: "التوصيل", payment: "الدفع", noMethods: "لا توجد طرق متاحة بعد.", total: "الإجمالي", place: "تأكيد الطلب", placing: "جارٍ تأكيد الطلب…", error: "تعذّر تأكيد الطلب. حاول مرة أخرى.", done: "شكرًا لك! رقم طلبك هو" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { items, subtotal, clear } = useCart();
  const { checkout, isPending, error, order } = useCheckout();
  const { currency } = useCurrency();
  const delivery = useDeliveryMethods();
  const payment = usePaymentMethods();
  const deliveryMethods = delivery.data ?? [];
  const paymentMethods = payment.data ?? [];
  const [shipping, setShipping] = useState({ name: "", phone: "", address: "" });
  const [deliveryMethod, setDeliveryMethod] = useState("");
  const [paymentMethod, setPaymentMethod] = useState("");
  const fee = deliveryMethods.find((m) => m.id === deliveryMethod)?.fee ?? 0;

  if (order) return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        <h1 className="{{h1Class}}">{t.title}</h1>
        <p className="{{textClass}}">{t.done} {order.orderId}</p>
      </{{WrapClose}}>
    </section>
  );
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="checkout.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="checkout.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {items.length === 0 ? (
          <div>
            <p className="{{textClass}}">{t.empty}</p>
            <{{Link}} {{linkTo}}="{{productsPath}}" className="{{linkClass}}">{t.shop}</{{Link}}>
          </div>
        ) : (
          <form
            className="{{cardClass}}"
            onSubmit={async (e) => {
              e.preventDefault();
              await checkout({
                items: items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity, price: i.price })),
                shipping,
                deliveryMethod: deliveryMethod || (deliveryMethods[0]?.id ?? ""),
                paymentMethod: paymentMethod || (paymentMethods[0]?.id ?? ""),
                totalAmount: subtotal + fee,
                currency,
              });
              clear();
            }}
          >
            <label className="{{textClass}}">{t.name}<input required className="{{inputClass}}" value={shipping.name} onChange={(e) => setShipping({ ...shipping, name: e.target.value })} /></label>
            <label className="{{textClass}}">{t.phone}<input required type="tel" className="{{inputClass}}" value={shipping.phone} onChange={(e) => setShipping({ ...shipping, phone: e.target.value })} /></label>
            <label className="{{textClass}}">{t.address}<input required className="{{inputClass}}" value={shipping.address} onChange={(e) => setShipping({ ...shipping, address: e.target.value })} /></label>
            <h2 className="{{h2Class}}">{t.delivery}</h2>
            {deliveryMethods.length === 0 ? <p className="{{textClass}}">{t.noMethods}</p> : deliveryMethods.map((m) => (
              <label key={m.id} className="{{textClass}}">
                <input type="radio" name="delivery" value={m.id} checked={(deliveryMethod || deliveryMethods[0]?.id) === m.id} onChange={() => setDeliveryMethod(m.id)} />
                {locale === "ar" && m.nameAr ? m.nameAr : m.name} <TMoney amount={m.fee} />
              </label>
            ))}
            <h2 className="{{h2Class}}">{t.payment}</h2>
            {paymentMethods.length === 0 ? <p className="{{textClass}}">{t.noMethods}</p> : paymentMethods.map((m) => (
              <label key={m.id} className="{{textClass}}">
                <input type="radio" name="payment" value={m.id} checked={(paymentMethod || paymentMethods[0]?.id) === m.id} onChange={() => setPaymentMethod(m.id)} />
                {locale === "ar" && m.nameAr ? m.nameAr : m.name}
              </label>
            ))}
            <p className="{{textClass}}">{t.total}: <TMoney amount={subtotal + fee} /></p>
            {error ? <p className="{{textClass}}">{t.error}</p> : null}
            <{{Button}} type="submit" disabled={isPending} className="{{buttonClass}}">{isPending ? t.placing : t.place}</{{Button}}>
          </form>
        )}
      </{{WrapClose}}>
    </section>
  );
}
