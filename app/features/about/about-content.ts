/** The About page's words (docs/product.md#recipes, About): story, FAQ, shipping and returns, privacy, terms, contact. */

export const CONTACT_EMAIL = 'hello@siftandstory.example';
export { INSTAGRAM_URL } from '../../../shared/brand';
export const STUDIO_ADDRESS = 'Sift & Story Studio, 18 Orchard Lane, Willow Creek';

export const STORY: string[] = [
  'Sift & Story began at my grandmother’s counter, with a tin of cookie cutters older than I am and a recipe card for shortbread that said, in its entirety, “one of sugar, two of butter, three of flour, and a cool hand.” I spent years learning what she meant by a cool hand.',
  'For a long time I baked for birthdays, bake sales and anyone who would hold still long enough to taste something. Friends started asking for the recipes, then for the why behind them: why the butter has to be cold, why the dough needs to rest, why my cake did not sink and theirs did. Writing those answers down turned into this site.',
  'Every recipe here has been baked in my own kitchen more times than I can count, in an ordinary oven with ordinary pans, and written so that you can follow it with flour on your hands. You can scale it, print it, and keep it on your phone for the days the signal in the kitchen gives up.',
  'The small in-person classes came next, because some things are easier to learn side by side: how bread dough should feel, how much pressure to put on a piping bag, when a caramel is one shade from burnt. Whether you are baking your first loaf or your fiftieth layer cake, I am glad you are here.',
];

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    question: 'Do I need an account to use the recipes?',
    answer:
      'No. Every recipe, the scaling tools, printing and both recipe combiners are free and open to everyone. An account lets you save favorites and see your purchases and classes in one place.',
  },
  {
    question: 'Can I use the recipes without an internet connection?',
    answer:
      'Yes. Once you have opened the site, the whole recipe collection is kept on your device. Install it from your browser’s menu (“Add to Home Screen” or “Install app”) and it opens like an app, even with no signal. Favorites you save offline are sent to your account when you are back online.',
  },
  {
    question: 'How does recipe scaling work?',
    answer:
      'Use the minus and plus buttons on a recipe to make a quarter, half, double, triple or quadruple batch. Quantities are converted to sensible units (3 teaspoons become a tablespoon, 16 tablespoons a cup) and rounded to fractions you can measure. Times and oven temperatures are not scaled, so keep an eye on larger bakes.',
  },
  {
    question: 'What do I need to bring to an in-person class?',
    answer:
      'Just an apron and your curiosity. Ingredients, tools and a box to take your bakes home are included. Please let me know about any allergies when you book so I can plan around them.',
  },
  {
    question: 'Are the classes suitable for beginners?',
    answer:
      'Most are. Each class description says who it is for; anything marked as advanced assumes you are comfortable with the basics. If you are unsure, e-mail me and I will point you to the right one.',
  },
  {
    question: 'Are your gluten-free recipes safe for coeliacs?',
    answer:
      'The gluten-free recipes use only gluten-free ingredients, but my kitchen and studio also handle wheat flour every day. If you bake for someone with coeliac disease, use certified gluten-free ingredients and a clean kitchen at home.',
  },
  {
    question: 'When will the video tutorials and the monthly subscription be available?',
    answer:
      'They are being filmed now. Video prices will be announced with the first release, and the subscription will start at $5/month introductory, then $19.99/month. Leave your e-mail on a workshop card or sign up to the newsletter to hear first.',
  },
  {
    question: 'Can I book a private class for a group?',
    answer: `Yes: birthdays, team days and friends who want to learn together. Write to ${CONTACT_EMAIL} with your group size, the kind of baking you would like to try and a few dates that suit you.`,
  },
];

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export const SHIPPING: PolicySection[] = [
  {
    heading: 'What we ship',
    paragraphs: [
      'Nothing here travels by post. Classes and workshops take place in person at the studio or at the venue named on each class, and video tutorials are watched online. There are no shipping costs, and nothing can be lost in the mail.',
    ],
  },
  {
    heading: 'Class and workshop cancellations',
    paragraphs: [
      'Plans change, and I would rather fill your seat than see it empty. If you need to cancel, e-mail me as early as you can:',
    ],
    points: [
      '72 hours or more before the class: a full refund.',
      'Between 24 and 72 hours before: a credit toward a future workshop.',
      'Less than 24 hours before: no refund, as ingredients have been bought and prepared for you.',
      'If I have to cancel a class, you choose between a full refund and a seat at another date.',
    ],
  },
  {
    heading: 'Video tutorials and other digital products',
    paragraphs: [
      'Digital products are generally non-refundable once you have access to them. If something does not work (a video will not play, or you cannot reach what you bought), report it within 7 days of purchase and I will fix the access or refund you.',
    ],
  },
];

export const PRIVACY: PolicySection[] = [
  {
    heading: 'What is stored on our server',
    paragraphs: ['Only what is needed to run your account and your bookings:'],
    points: [
      'Your account: username, and the name and e-mail address if you give them. Your password is stored only as a salted one-way hash, never as text.',
      'The recipes you save as favorites.',
      'Your orders: the name, e-mail and billing address you enter, the items, and only the last four digits and expiry date of your card. The full card number and security code are never sent to us or stored.',
      'E-mail addresses left on a workshop card and class survey answers, used only to tell you about those classes.',
      'When you build a personal combo, which recipes were combined (no personal details), so I know which pairings bakers enjoy.',
    ],
  },
  {
    heading: 'What is stored on your device',
    paragraphs: [
      'So that the site works offline, your browser keeps the recipe collection, your cart, your favorites, the combos you save, ingredients you tick off and kitchen timers, plus any changes waiting to be sent. This stays on your device. Signing out removes your favorites and unsent changes from it; your cart stays until you empty it.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'One cookie only: a session cookie that keeps you signed in, set when you sign in or register and removed when you sign out. It expires after 30 days and cannot be read by scripts. There are no advertising, tracking or third-party analytics cookies.',
    ],
  },
  {
    heading: 'The AI Recipe Combiner',
    paragraphs: [
      'When you combine recipes with the AI Recipe Combiner, the recipes you chose and any instructions you type may be sent to an AI service to write the combination. Your account details are never included.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      `You can change your details at any time from Edit Profile. To receive a copy of your data or to delete your account, e-mail ${CONTACT_EMAIL} and it will be done within 30 days. Your data is never sold or shared for marketing.`,
    ],
  },
];

export const TERMS: PolicySection[] = [
  {
    heading: 'Using the recipes',
    paragraphs: [
      'The recipes, photos and stories are for your own baking at home, to share with the people you bake for. Please link to a recipe rather than copying it elsewhere, and ask before using them commercially.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what happens under your account; if you think someone else has used it, change your password and let me know.',
    ],
  },
  {
    heading: 'Orders and classes',
    paragraphs: [
      'Prices are in US dollars and the price charged is the one shown at checkout. A class seat is yours once the order is confirmed; seats are limited and are not held in a cart. Cancellations and refunds follow the policy under Shipping & returns above.',
    ],
  },
  {
    heading: 'Baking safely',
    paragraphs: [
      'Baking involves hot ovens, sharp tools and common allergens such as wheat, eggs, dairy and nuts. Recipes and classes are offered in good faith; check ingredients against your own needs and follow your oven’s and appliances’ instructions.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'These terms may be updated as the site grows. The version on this page is the one that applies, and significant changes will be announced on the site.',
    ],
  },
];
