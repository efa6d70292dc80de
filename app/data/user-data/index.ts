/**
 * The baker's own data on every device (docs/product.md#offline-and-sync,
 * docs/decisions/011-merging-the-bakers-own-data.md): write functions call `recordChange` (or
 * `recordNote`); the auth layer calls `startUserSync`; the sync's triggers call `pullUserData`.
 */
export {
  queuePendingChanges,
  recordChange,
  recordChangeWithin,
  recordNote,
  recordTables,
  type FieldCollection,
} from './record';
export { pullUserData } from './pull';
export { startUserSync } from './account';
export { DEVICE_COLLECTIONS } from './collections';
