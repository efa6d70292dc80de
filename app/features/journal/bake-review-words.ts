/** What the journal says about posting a bake as a review (docs/product.md#reviews, decision 041). */
export const BAKE_REVIEW_WORDS = {
  whatIsPublic:
    'Only what you see here is posted: the stars, the words and the photo you choose below, under your display name. It shows on the recipe once the baker approves it.',
  fromNote: 'From your private note. Change it to post only what you want other bakers to read.',
  starsFirst: 'How did it turn out? Choose 1 to 5 stars first.',
  replaces: 'Posting this replaces it, and it waits for approval again.',
  offline:
    'Posting a review needs a connection. Your bake and its note stay in your journal; post it once you are back online.',
  sent: 'Review sent for approval',
  published: 'Review published',
  notPublished: 'The baker did not publish your review',
} as const;
