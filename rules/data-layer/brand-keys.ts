/**
 * Brand keys, as data: the keys real sites read off their settings row (`store_name`, `logo_url`,
 * `instagram`...) → an expression over the SDK brand `b` (spec: `useBrand()` → name, logo, banners,
 * palette, socials, support). The generated helper's `toViewBrand` is built from this table, so a
 * settings read rewritten to the brand keeps the names the source's components read.
 */

const NAME = 'b.name';
const LOGO = 'b.logo';
const social = (k: string) => `b.socials?.${k} ?? null`;

export const VIEW_BRAND: Record<string, string> = {
  name: NAME,
  store_name: NAME,
  storeName: NAME,
  site_name: NAME,
  siteName: NAME,
  shop_name: NAME,
  shopName: NAME,
  brand_name: NAME,
  brandName: NAME,
  business_name: NAME,
  businessName: NAME,
  company_name: NAME,
  companyName: NAME,
  title: NAME,
  logo: LOGO,
  logo_url: LOGO,
  logoUrl: LOGO,
  logo_image: LOGO,
  phone: 'b.support?.phone ?? null',
  phone_number: 'b.support?.phone ?? null',
  contact_phone: 'b.support?.phone ?? null',
  email: 'b.support?.email ?? null',
  contact_email: 'b.support?.email ?? null',
  whatsapp: 'b.support?.whatsapp ?? b.socials?.whatsapp ?? null',
  whatsapp_number: 'b.support?.whatsapp ?? b.socials?.whatsapp ?? null',
  instagram: social('instagram'),
  instagram_url: social('instagram'),
  facebook: social('facebook'),
  facebook_url: social('facebook'),
  twitter: 'b.socials?.twitter ?? b.socials?.x ?? null',
  twitter_url: 'b.socials?.twitter ?? b.socials?.x ?? null',
  tiktok: social('tiktok'),
  tiktok_url: social('tiktok'),
  youtube: social('youtube'),
  youtube_url: social('youtube'),
  snapchat: social('snapchat'),
  linkedin: social('linkedin'),
  primary_color: 'b.palette?.primary ?? null',
  primaryColor: 'b.palette?.primary ?? null',
  secondary_color: 'b.palette?.secondary ?? null',
  accent_color: 'b.palette?.accent ?? null',
};
