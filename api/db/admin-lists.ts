import { z } from 'zod';
import type { WorkshopInterestGroup, WorkshopSurveyRow } from '../../shared/schemas/admin';
import { decodeCursor, encodeCursor } from '../http/page-cursor';
import type { Db } from './open';

interface SurveyRow {
  id: number;
  email: string;
  class_interests: string;
  other_suggestion: string | null;
  created_at: string;
}

interface InterestRow {
  id: number;
  workshop_id: number;
  workshop_title: string;
  email: string;
  created_at: string;
  confirmed: 0 | 1;
}

/** Stored as a JSON list; older or hand-made rows may hold comma-separated text. */
function interestsList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One page of a list, and the cursor of the next when there is more. */
export interface ListPage<T> {
  rows: T[];
  next?: string;
}

/** Where a survey page ends: the last answer's time and id. */
const surveyCursor = z.tuple([z.string().max(64), z.number().int().safe()]);
/** Where a registrations page ends: the last one's workshop (title, id), time and id. */
const interestCursor = z.tuple([
  z.string().max(1000),
  z.number().int().safe(),
  z.string().max(64),
  z.number().int().safe(),
]);

/**
 * The dashboard's read-only lists (docs/product.md#admin): survey answers and workshop
 * registrations, a page at a time after a cursor (keyset paging over the indexes of migration
 * 015): anyone can add to them, so they are never read whole
 * (docs/decisions/032-admin-lists-a-page-at-a-time.md).
 */
export function adminListsRepo(db: Db) {
  const surveysFirst = db.prepare<[number], SurveyRow>(
    'SELECT * FROM workshop_surveys ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const surveysAfter = db.prepare<[string, number, number], SurveyRow>(
    'SELECT * FROM workshop_surveys WHERE (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const INTERESTS = `SELECT wi.id, wi.workshop_id, w.title AS workshop_title, wi.email, wi.created_at,
            wi.confirmed_at IS NOT NULL AS confirmed
     FROM workshop_interests wi JOIN workshops w ON w.id = wi.workshop_id`;
  const ORDER = 'ORDER BY w.title COLLATE NOCASE, w.id, wi.created_at DESC, wi.id DESC LIMIT ?';
  const interestsFirst = db.prepare<[number], InterestRow>(`${INTERESTS} ${ORDER}`);
  const interestsAfter = db.prepare<
    { title: string; workshop: number; created: string; id: number; limit: number },
    InterestRow
  >(
    `${INTERESTS}
     WHERE w.title > @title COLLATE NOCASE
        OR (w.title = @title COLLATE NOCASE AND w.id > @workshop)
        OR (w.id = @workshop AND (wi.created_at, wi.id) < (@created, @id))
     ORDER BY w.title COLLATE NOCASE, w.id, wi.created_at DESC, wi.id DESC LIMIT @limit`,
  );
  const registrations = db.prepare<[string], { workshop_id: number; n: number }>(
    `SELECT workshop_id, COUNT(*) AS n FROM workshop_interests
     WHERE workshop_id IN (SELECT value FROM json_each(?)) GROUP BY workshop_id`,
  );

  /** The first `limit` of `rows` (read one past it), and the cursor after them when there was more. */
  const pageOf = <R, T>(
    rows: R[],
    limit: number,
    cursorOf: (row: R) => (string | number)[],
    map: (rows: R[]) => T[],
  ) => {
    const more = rows.length > limit;
    const kept = more ? rows.slice(0, limit) : rows;
    return { rows: map(kept), ...(more ? { next: encodeCursor(cursorOf(kept.at(-1)!)) } : {}) };
  };

  return {
    /** Survey answers, newest first. */
    workshopSurveys(limit: number, cursor?: string): ListPage<WorkshopSurveyRow> {
      const rows = cursor
        ? surveysAfter.all(...decodeCursor(cursor, surveyCursor), limit + 1)
        : surveysFirst.all(limit + 1);
      return pageOf(
        rows,
        limit,
        (row) => [row.created_at, row.id],
        (kept) =>
          kept.map((row) => ({
            id: row.id,
            email: row.email,
            classInterests: interestsList(row.class_interests),
            otherSuggestion: row.other_suggestion?.trim() ? row.other_suggestion : null,
            createdAt: row.created_at,
          })),
      );
    },
    /**
     * Registrations, workshops by title and each one's newest first, grouped by workshop with how
     * many registrations it has in all (a group may go on in the next page).
     */
    workshopInterests(limit: number, cursor?: string): ListPage<WorkshopInterestGroup> {
      let rows: InterestRow[];
      if (cursor) {
        const [title, workshop, created, id] = decodeCursor(cursor, interestCursor);
        rows = interestsAfter.all({ title, workshop, created, id, limit: limit + 1 });
      } else rows = interestsFirst.all(limit + 1);
      return pageOf(
        rows,
        limit,
        (row) => [row.workshop_title, row.workshop_id, row.created_at, row.id],
        (kept) => {
          const groups = new Map<number, WorkshopInterestGroup>();
          for (const row of kept) {
            let group = groups.get(row.workshop_id);
            if (!group) {
              group = {
                workshopId: row.workshop_id,
                workshopTitle: row.workshop_title,
                interests: [],
                registrations: 0,
              };
              groups.set(row.workshop_id, group);
            }
            group.interests.push({
              id: row.id,
              email: row.email,
              createdAt: row.created_at,
              confirmed: row.confirmed === 1,
            });
          }
          for (const { workshop_id, n } of registrations.all(JSON.stringify([...groups.keys()])))
            groups.get(workshop_id)!.registrations = n;
          return [...groups.values()];
        },
      );
    },
  };
}
export type AdminListsRepo = ReturnType<typeof adminListsRepo>;
