export { RecipeNoteField } from './recipe-note';
