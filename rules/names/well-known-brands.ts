/**
 * Names of well-known services a storefront names as they are in every language: social networks,
 * messengers, maps and payment brands ("Follow us on Instagram", a "WhatsApp" button, "Apple Pay").
 * `verify --pseudo` counts them as names, not as copy left untranslated. Written as the brands
 * write themselves; matched as whole words, case-insensitively. Left out: names that are also
 * everyday words a shop writes as copy (Medium, Signal, Threads, Messenger).
 */
export const WELL_KNOWN_BRANDS: readonly string[] = [
  // Social networks and video
  'Instagram', 'Facebook', 'Twitter', 'X (Twitter)', 'TikTok', 'Pinterest', 'YouTube', 'LinkedIn', 'Snapchat',
  'Tumblr', 'Reddit', 'Vimeo', 'Behance', 'Dribbble', 'Twitch', 'Discord', 'Bluesky',
  // Messengers
  'WhatsApp', 'Telegram', 'Viber', 'WeChat', 'Skype',
  // Maps and reviews
  'Google Maps', 'Google', 'Apple Maps', 'Waze', 'Tripadvisor', 'Yelp', 'Trustpilot',
  // Payments and wallets
  'Visa', 'Mastercard', 'American Express', 'Amex', 'PayPal', 'Apple Pay', 'Google Pay', 'Stripe', 'Mada',
  'STC Pay', 'Klarna', 'Tabby', 'Tamara', 'Razorpay', 'Paystack', 'Flutterwave', 'M-Pesa', 'Cash App', 'Venmo',
  // App stores
  'App Store', 'Google Play',
  // Analytics and ads services a privacy policy names
  'Google Analytics', 'Google AdSense', 'Google Ads', 'Meta Pixel',
];
