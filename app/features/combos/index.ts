export { GoneParts } from './gone-parts';
export { useBakeableCombo } from './use-bakeable-combo';
