/** The product's name: titles, the register heading, the manifest and the e-mail footer. */
export const BRAND = 'Sift & Story';
export const BRAND_TAGLINE = 'Elevate Your Baking Journey';

/** The bakery's own social accounts: the footer's links and the About page's contact. */
export const INSTAGRAM_URL = 'https://www.instagram.com/siftandstory';
export const PINTEREST_URL = 'https://www.pinterest.com/siftandstory';
