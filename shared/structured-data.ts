import { BRAND } from './brand';
import { isoDuration, parseMinutes } from './durations';
import { totalMinutes } from './total-time';
import type { Recipe } from './schemas/recipe';
import { imageSources } from './images';
import { FAVORITE_COMBOS_TAG, categoryLabel } from './categories';
import { stepSections } from './combo';
import { ratingJsonLd } from './review-structured-data';
import type { PublicReview } from './schemas/reviews';

const isHeader = (line: string) => /^\s*-{3,}.*-{3,}\s*$/.test(line);

/** schema.org's restricted diets, for the dietary labels the catalog uses. */
const DIETS: Readonly<Record<string, string>> = {
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'dairy-free': 'https://schema.org/LowLactoseDiet',
  'low-lactose': 'https://schema.org/LowLactoseDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};

/**
 * schema.org Recipe (issue 5): what search engines and link cards read without running JS. The
 * server puts it in the HTML of a recipe route (api/pages.ts); the recipe page renders the same
 * object for client-side navigations. Section headers are not ingredients; times are ISO 8601.
 */
export function recipeJsonLd(
  recipe: Recipe,
  origin: string,
  reviews: readonly PublicReview[] = [],
): Record<string, unknown> {
  const prep = parseMinutes(recipe.prepTime);
  const cook = parseMinutes(recipe.cookTime);
  const total = totalMinutes(recipe);
  const image = imageSources(recipe.imageUrl, 1200);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
  const categories = recipe.tags.filter((t) => t !== FAVORITE_COMBOS_TAG).map(categoryLabel);
  const diets = [
    ...new Set(recipe.dietaryInfo.map((d) => DIETS[d.trim().toLowerCase()]).filter((d): d is string => !!d)),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    ...(image ? { image: [absolute(image.src)] } : {}),
    author: { '@type': 'Organization', name: BRAND },
    datePublished: recipe.updatedAt.slice(0, 10),
    dateModified: recipe.updatedAt,
    ...(prep !== null ? { prepTime: isoDuration(prep) } : {}),
    ...(cook !== null ? { cookTime: isoDuration(cook) } : {}),
    // The whole time, rises and cooling included (docs/product.md#recipes), not prep + cook alone.
    ...(total !== null ? { totalTime: isoDuration(total) } : {}),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    recipeCategory: categories[0] ?? 'Baking',
    keywords: [...new Set([...recipe.tags.map(categoryLabel), ...recipe.dietaryInfo])].join(', '),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    recipeIngredient: recipe.ingredients.filter((line) => !isHeader(line) && line.trim() !== ''),
    recipeInstructions: howTo(recipe.instructions),
    // Its approved ratings and a few reviews, only once one is approved (docs/product.md#reviews).
    ...ratingJsonLd(recipe, reviews),
    url: `${origin}/recipes/${recipe.slug}`,
  };
}

const steps = (texts: readonly string[]) => texts.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text }));

/** Steps; a Favorite Combo's '**Raspberry Filling**' sections become HowToSections of their steps. */
function howTo(instructions: readonly string[]) {
  const sections = stepSections(instructions);
  if (sections.every((s) => s.heading === null)) return steps(instructions);
  return sections.map((s, i) =>
    s.heading === null
      ? { '@type': 'HowToSection', position: i + 1, name: 'Steps', itemListElement: steps(s.steps) }
      : { '@type': 'HowToSection', position: i + 1, name: s.heading, itemListElement: steps(s.steps) },
  );
}
