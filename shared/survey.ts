import { isOneMailbox, MAILBOX_PATTERN } from './mailbox';

/** docs/product.md#shop: the 25 classes of the Class Interest Survey, in the product's order and spelling. */
export const SURVEY_CLASS_OPTIONS = [
  'Buttercream Cookie Decorating',
  'Sauces and Fillings',
  'Caramel Sauce Making',
  'Pâte à Choux',
  'Churros',
  'Tarts',
  'Pie Making & Decorating',
  'Bread Making & Shaping',
  'Sourdough/Artisan Bread Basics',
  'Sourdough/Artisan Bread Decorating',
  'Event Style Cupcakes',
  'Cake Decorating Basics',
  'Cake Decorating for the Developing Artist',
  'Advanced Cake Decorating',
  'Wedding Cake Workshop for the DIY-er',
  'Wedding Cake Workshop for the Aspiring Professional',
  'Buttercream Palette Knife Flowers',
  'Gluten-Free Cakes',
  'Gluten-Free Breads',
  'Gluten-Free Cookies',
  'Kids Classes',
  'Parent & Me Classes',
  'Date Night Classes',
  'Girls Night Classes',
  'Guys Night Classes',
] as const;
export type SurveyClassOption = (typeof SURVEY_CLASS_OPTIONS)[number];

/**
 * docs/product.md#shop: non-space text, an at-sign, a domain and a dot, and one mailbox only
 * (shared/mailbox.ts): every e-mail field of the site checks this rule, in the form and on the server.
 */
export const SIMPLE_EMAIL_PATTERN = MAILBOX_PATTERN;

export const isSimpleEmail = isOneMailbox;

/** docs/product.md#shop: the survey's client rules, with the toast each failure shows. */
export function validateSurvey(input: {
  email: string;
  classInterests: readonly string[];
}): { title: string; description: string } | null {
  if (!isSimpleEmail(input.email))
    return { title: 'Invalid email', description: 'Please enter a valid email address.' };
  if (input.classInterests.length === 0)
    return { title: 'No classes selected', description: "Please select at least one class you're interested in." };
  return null;
}

/** docs/product.md#shop: otherSuggestion is trimmed and omitted when empty. */
export function surveyPayload<C extends string>(input: {
  email: string;
  classInterests: readonly C[];
  otherSuggestion: string;
}) {
  const otherSuggestion = input.otherSuggestion.trim();
  return {
    email: input.email.trim(),
    classInterests: [...input.classInterests],
    ...(otherSuggestion ? { otherSuggestion } : {}),
  };
}
