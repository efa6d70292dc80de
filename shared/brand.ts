/** The product's name: titles, the register heading, the manifest and the e-mail footer. */
export const BRAND = 'Sift & Story';
export const BRAND_TAGLINE = 'Elevate Your Baking Journey';
