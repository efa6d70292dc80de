export { useBakeableCombo } from './use-bakeable-combo';
