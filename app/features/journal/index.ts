export { RecipeJournal } from './recipe-journal';
export { MadeThis } from './made-this';
export { BakesTab, dashboardTabFor } from './bakes-tab';
export type { ShownRecipe } from './bake-snapshot';
