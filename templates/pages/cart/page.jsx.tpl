import { useCart, useLocale, TMoney, THeading } from "platform-sdk/theme";
{{imports}}
const COPY = {
  en: { title: "Your cart", empty: "Your cart is empty.", shop: "Continue shopping", remove: "Remove", subtotal: "Subtotal", checkout: "Checkout" },
  ar: { title: "سلة التسوق", empty: "سلتك فارغة.", shop: "متابعة التسوق", remove: "إزالة", subtotal: "المجموع الفرعي", checkout: "إتمام الطلب" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { items, subtotal, updateQuantity, removeItem } = useCart();
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {locale === "ar"
          ? <THeading name="cart.title.ar" defaultValue={COPY.ar.title} level={1} className="{{h1Class}}" />
          : <THeading name="cart.title.en" defaultValue={COPY.en.title} level={1} className="{{h1Class}}" />}
        {items.length === 0 ? (
          <div>
            <p className="{{textClass}}">{t.empty}</p>
            <{{Link}} {{linkTo}}="{{productsPath}}" className="{{linkClass}}">{t.shop}</{{Link}}>
          </div>
        ) : (
          <div>
            {items.map((item) => (
              <div key={`${item.productId}:${item.variantId ?? ""}`} className="{{cardClass}}">
                {item.image ? <img src={item.image} alt={item.name ?? ""} width={64} height={64} style={{ objectFit: "cover" }} /> : null}
                <h3 className="{{h3Class}}">{item.name}</h3>
                <input
                  type="number"
                  min={1}
                  value={item.quantity}
                  className="{{inputClass}}"
                  onChange={(e) => updateQuantity(item.productId, item.variantId, Number(e.target.value))}
                />
                <TMoney amount={item.price * item.quantity} />
                <{{Button}} type="button" className="{{buttonClass}}" onClick={() => removeItem(item.productId, item.variantId)}>{t.remove}</{{Button}}>
              </div>
            ))}
            <p className="{{textClass}}">{t.subtotal}: <TMoney amount={subtotal} /></p>
            <{{Link}} {{linkTo}}="{{checkoutPath}}" className="{{buttonClass}}">{t.checkout}</{{Link}}>
          </div>
        )}
      </{{WrapClose}}>
    </section>
  );
}
