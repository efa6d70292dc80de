import type { Table } from 'dexie';
import { db } from './db';

/**
 * Every offline-capable write (DESIGN 3): how it is sent, and the local change it makes on the
 * device at once (`apply`) and takes back if the server refuses it (`rollback`).
 */
export interface OutboxKindSpec<P> {
  request(payload: P): { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
  /** Tables `apply` and `rollback` touch; they join the enqueue transaction. */
  tables(): Table[];
  apply?(payload: P, userId: number | null): Promise<unknown>;
  rollback?(payload: P, userId: number | null): Promise<unknown>;
  /** A short phrase for the pending list and failure messages. */
  describe(payload: P): string;
  /** Needs a signed-in user (sent only while that user's session is the current one). */
  private: boolean;
  /**
   * Checks a payload read back from storage (an old or half-written entry must never crash a
   * flush): false marks the entry failed with 'could not be read'.
   */
  isValid(payload: unknown): boolean;
  /** A refusal that still means the intended state holds (removing what is already gone). */
  settledBy?(status: number): boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const isText = (value: unknown) => typeof value === 'string';
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);
const hasRecipeId = (p: unknown) => isObject(p) && isId(p.recipeId);

export interface OutboxPayloads {
  'favorite.add': { recipeId: number };
  'favorite.remove': { recipeId: number };
  'workshop.interest': { email: string; workshopId: number };
  'workshop.survey': { email: string; classInterests: string[]; otherSuggestion?: string };
  'combo.analytics': { timestamp: string; recipeIds: number[]; recipeNames: string[]; comboTitle: string };
}
export type OutboxKind = keyof OutboxPayloads;

export const interestMarkerKey = (workshopId: number) => `workshopInterest:${workshopId}`;
export const SURVEY_MARKER_KEY = 'workshopSurveySent';

export const OUTBOX_KINDS: { [K in OutboxKind]: OutboxKindSpec<OutboxPayloads[K]> } = {
  'favorite.add': {
    request: ({ recipeId }) => ({ method: 'POST', url: '/api/favorites/add', body: { recipeId } }),
    tables: () => [db.favorites],
    apply: ({ recipeId }, userId) => db.favorites.put({ userId: userId!, recipeId, createdAt: Date.now() }),
    rollback: ({ recipeId }, userId) => db.favorites.delete([userId!, recipeId]),
    describe: () => 'Save a favorite',
    private: true,
    isValid: hasRecipeId,
  },
  'favorite.remove': {
    request: ({ recipeId }) => ({ method: 'DELETE', url: `/api/favorites/remove/${recipeId}` }),
    tables: () => [db.favorites],
    apply: ({ recipeId }, userId) => db.favorites.delete([userId!, recipeId]),
    rollback: ({ recipeId }, userId) => db.favorites.put({ userId: userId!, recipeId, createdAt: Date.now() }),
    describe: () => 'Remove a favorite',
    private: true,
    isValid: hasRecipeId,
    settledBy: (status) => status === 404,
  },
  'workshop.interest': {
    request: (payload) => ({ method: 'POST', url: '/api/shop/workshop-interest', body: payload }),
    tables: () => [db.meta],
    apply: ({ email, workshopId }) => db.meta.put({ key: interestMarkerKey(workshopId), value: email }),
    rollback: ({ workshopId }) => db.meta.delete(interestMarkerKey(workshopId)),
    describe: () => 'Workshop notification request',
    private: false,
    isValid: (p) => isObject(p) && isText(p.email) && isId(p.workshopId),
  },
  'workshop.survey': {
    request: (payload) => ({ method: 'POST', url: '/api/shop/workshop-survey', body: payload }),
    tables: () => [db.meta],
    apply: () => db.meta.put({ key: SURVEY_MARKER_KEY, value: true }),
    rollback: () => db.meta.delete(SURVEY_MARKER_KEY),
    describe: () => 'Class interest survey',
    private: false,
    isValid: (p) => isObject(p) && isText(p.email) && isTextList(p.classInterests) && (p.otherSuggestion === undefined || isText(p.otherSuggestion)),
  },
  'combo.analytics': {
    request: (payload) => ({ method: 'POST', url: '/api/analytics/combo-created', body: payload }),
    tables: () => [],
    describe: () => 'Combo statistics',
    private: false,
    isValid: (p) => isObject(p) && isText(p.timestamp) && Array.isArray(p.recipeIds) && isTextList(p.recipeNames) && isText(p.comboTitle),
  },
};
