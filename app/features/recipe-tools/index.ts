export { RecipeWorkspace } from './recipe-workspace';
