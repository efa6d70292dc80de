import type { WorkshopInterestGroup, WorkshopSurveyRow } from '../../shared/schemas/admin';
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

/** The dashboard's read-only lists (docs/product.md#admin): survey answers and workshop registrations. */
export function adminListsRepo(db: Db) {
  const surveys = db.prepare<[], SurveyRow>('SELECT * FROM workshop_surveys ORDER BY created_at DESC, id DESC');
  const interests = db.prepare<[], InterestRow>(
    `SELECT wi.id, wi.workshop_id, w.title AS workshop_title, wi.email, wi.created_at
     FROM workshop_interests wi JOIN workshops w ON w.id = wi.workshop_id
     ORDER BY w.title COLLATE NOCASE, w.id, wi.created_at DESC, wi.id DESC`,
  );
  return {
    workshopSurveys: (): WorkshopSurveyRow[] =>
      surveys.all().map((row) => ({
        id: row.id,
        email: row.email,
        classInterests: interestsList(row.class_interests),
        otherSuggestion: row.other_suggestion?.trim() ? row.other_suggestion : null,
        createdAt: row.created_at,
      })),
    /** One group per workshop that has registrations, workshops by title. */
    workshopInterests(): WorkshopInterestGroup[] {
      const groups = new Map<number, WorkshopInterestGroup>();
      for (const row of interests.all()) {
        let group = groups.get(row.workshop_id);
        if (!group) {
          group = { workshopId: row.workshop_id, workshopTitle: row.workshop_title, interests: [] };
          groups.set(row.workshop_id, group);
        }
        group.interests.push({ id: row.id, email: row.email, createdAt: row.created_at });
      }
      return [...groups.values()];
    },
  };
}
export type AdminListsRepo = ReturnType<typeof adminListsRepo>;
