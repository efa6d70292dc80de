export { RecipeWorkspace } from './recipe-workspace';
export { useRecipeSize, type RecipeSize } from './use-recipe-size';
export { PrintSheet, type PrintableRecipe } from './print-sheet';
