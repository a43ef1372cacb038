import { useProduct, useAddToCart, useLocale, productJsonLd, TJsonLd, TMoney } from "platform-sdk/theme";
{{ParamsImport}}
{{imports}}
const COPY = {
  en: { loading: "Loading…", missing: "This product is not available.", shop: "Back to the shop", add: "Add to cart", added: "Added to your cart" },
  ar: { loading: "جارٍ التحميل…", missing: "هذا المنتج غير متوفر.", shop: "العودة إلى المتجر", add: "أضف إلى السلة", added: "أُضيف إلى سلتك" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { slug } = {{useParams}}();
  const { product, localized, selectedVariant, quantity, setQuantity, isLoading } = useProduct({ slug });
  const { addToCart, lastAdded } = useAddToCart();
  if (isLoading) return (
    <section className="{{sectionClass}}">
      <p className="{{textClass}}">{t.loading}</p>
    </section>
  );
  if (!product) return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        <p className="{{textClass}}">{t.missing}</p>
        <{{Link}} {{linkTo}}="{{productsPath}}" className="{{linkClass}}">{t.shop}</{{Link}}>
      </{{WrapClose}}>
    </section>
  );
  const price = selectedVariant ? selectedVariant.price : product.price;
  return (
    <section className="{{sectionClass}}">
      <{{WrapOpen}} className="{{containerClass}}">
        {product.images[0] ? <img src={product.images[0]} alt={localized ? localized.name : product.name} style={{ display: "block", width: "100%", height: "auto", maxWidth: "32rem", objectFit: "cover" }} /> : null}
        <TJsonLd data={productJsonLd(product)} />
        <h1 className="{{h1Class}}">{localized ? localized.name : product.name}</h1>
        {price > 0 ? <TMoney amount={price} /> : null}
        <p className="{{textClass}}">{localized ? localized.description : product.description}</p>
        <input type="number" min={1} value={quantity} className="{{inputClass}}" onChange={(e) => setQuantity(Number(e.target.value))} />
        <{{Button}}
          type="button"
          className="{{buttonClass}}"
          onClick={() => addToCart({ productId: product.id, variantId: selectedVariant ? selectedVariant.id : null, quantity, price, name: product.name, image: product.images[0] })}
        >
          {t.add}
        </{{Button}}>
        {lastAdded ? <p className="{{textClass}}">{t.added}</p> : null}
      </{{WrapClose}}>
    </section>
  );
}
