import { useProduct, useAddToCart, useLocale, productJsonLd, TJsonLd, TMoney } from "platform-sdk/theme";
{{ParamsImport}}
{{imports}}
const COPY = {
  en: { loading: "Loading…", missing: "This service is not available.", back: "Back to the services", add: "Book this service", added: "Added to your cart" },
  ar: { loading: "جارٍ التحميل…", missing: "هذه الخدمة غير متوفرة.", back: "العودة إلى الخدمات", add: "احجز هذه الخدمة", added: "أُضيفت إلى سلتك" },
};

export default function {{Component}}() {
  const { locale } = useLocale();
  const t = locale === "ar" ? COPY.ar : COPY.en;
  const { slug } = {{useParams}}();
  const { product, localized, selectedVariant, isLoading } = useProduct({ slug });
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
        <{{Link}} {{linkTo}}="{{servicesPath}}" className="{{linkClass}}">{t.back}</{{Link}}>
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
        <TMoney amount={price} />
        <p className="{{textClass}}">{localized ? localized.description : product.description}</p>
        <{{Button}}
          type="button"
          className="{{buttonClass}}"
          onClick={() => addToCart({ productId: product.id, variantId: selectedVariant ? selectedVariant.id : null, quantity: 1, price, name: product.name, image: product.images[0] })}
        >
          {t.add}
        </{{Button}}>
        {lastAdded ? <p className="{{textClass}}">{t.added}</p> : null}
        <{{Link}} {{linkTo}}="{{servicesPath}}" className="{{linkClass}}">{t.back}</{{Link}}>
      </{{WrapClose}}>
    </section>
  );
}
