import type { SiftDb } from './db';

/**
 * What this device asked of the Shop (a workshop's Notify Me, the class survey), marked in
 * db.meta by the outbox's writes (app/data/outbox-kinds.ts). Apart from the outbox so the Shop
 * reads them without loading it, the database and the schemas before it is on screen (issue 23).
 * The reads take the database from the caller's live query (useDeviceQuery).
 */
export const interestMarkerKey = (workshopId: number) => `workshopInterest:${workshopId}`;
export const SURVEY_MARKER_KEY = 'workshopSurveySent';

/** The survey was sent or waits in the outbox (removed again if the server refuses it). */
export const isSurveySent = async (database: SiftDb) => !!(await database.meta.get(SURVEY_MARKER_KEY));

/** This device asked to hear about the workshop (sent or waiting, as the survey). */
export const isInterestSent = async (database: SiftDb, workshopId: number) =>
  !!(await database.meta.get(interestMarkerKey(workshopId)));
