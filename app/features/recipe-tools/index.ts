export { RecipeWorkspace } from './recipe-workspace';
export { useRecipeSize, type RecipeSize } from './use-recipe-size';
export { PrintSheet, type PrintableRecipe } from './print-sheet';
export { SizeControl } from './size-control';
export { UnitToggle } from './unit-toggle';
export { useUnitSystem, type UnitSystem } from './use-unit-system';
