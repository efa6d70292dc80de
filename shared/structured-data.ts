import { BRAND } from './brand';
import { isoDuration, parseMinutes } from './durations';
import type { Recipe } from './schemas/recipe';
import { imageSources } from './images';
import { categoryLabel } from './categories';

const isHeader = (line: string) => /^\s*---.*---\s*$/.test(line);

/** schema.org Recipe (issue 5): what search engines and link cards read without running JS. */
export function recipeJsonLd(recipe: Recipe, origin: string): Record<string, unknown> {
  const prep = parseMinutes(recipe.prepTime);
  const cook = parseMinutes(recipe.cookTime);
  const image = imageSources(recipe.imageUrl, 1200);
  const absolute = (path: string) => (path.startsWith('http') ? path : origin + path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    ...(image ? { image: [absolute(image.src)] } : {}),
    author: { '@type': 'Organization', name: BRAND },
    datePublished: recipe.updatedAt.slice(0, 10),
    ...(prep !== null ? { prepTime: isoDuration(prep) } : {}),
    ...(cook !== null ? { cookTime: isoDuration(cook) } : {}),
    ...(prep !== null || cook !== null ? { totalTime: isoDuration((prep ?? 0) + (cook ?? 0)) } : {}),
    recipeYield: `${recipe.servings} servings`,
    recipeCategory: recipe.tags.filter((t) => t !== 'FavoriteCombos').map(categoryLabel)[0] ?? 'Baking',
    keywords: [...recipe.tags, ...recipe.dietaryInfo].join(', '),
    recipeIngredient: recipe.ingredients.filter((line) => !isHeader(line)),
    recipeInstructions: recipe.instructions.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    url: `${origin}/recipes/${recipe.slug}`,
  };
}
