import { stillToCome } from '../../shared/dates';
import type { Video, Workshop } from '../../shared/schemas/shop';
import type { Db } from './open';

interface VideoRow {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
}

export interface WorkshopRow {
  id: number;
  kind: 'class' | 'workshop';
  title: string;
  description: string;
  date: string;
  location: string;
  price_cents: number | null;
  image_url: string | null;
  spots_available: number;
  /** When the baker cancelled it (docs/decisions/036-a-cancelled-class-asks-each-customer.md); null while it is on. */
  cancelled_at: string | null;
}

const toVideo = (row: VideoRow): Video => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.image_url,
});

export const toWorkshop = (row: WorkshopRow, timeZone: string): Workshop => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  date: row.date,
  timeZone,
  location: row.location,
  price: row.price_cents,
  imageUrl: row.image_url,
  spotsAvailable: row.spots_available,
});

/**
 * Videos, classes and workshops and class surveys (docs/product.md#shop; the workshop sign-ups: ./interests.ts). Every
 * class carries the bakery's time zone, `timeZone`, in which its date is written.
 */
export function shopRepo(db: Db, timeZone: string) {
  const videos = db.prepare<[], VideoRow>('SELECT id, title, description, image_url FROM videos ORDER BY id');
  const featuredVideos = db.prepare<[], VideoRow>(
    'SELECT id, title, description, image_url FROM videos WHERE featured = 1 ORDER BY id',
  );
  // A cancelled class is off the shop and cannot be booked; the admin still sees it, with who chose what.
  const workshops = db.prepare<[], WorkshopRow>('SELECT * FROM workshops WHERE cancelled_at IS NULL ORDER BY date, id');
  const allWorkshops = db.prepare<[], WorkshopRow>('SELECT * FROM workshops ORDER BY date, id');
  const workshopById = db.prepare<[number], WorkshopRow>('SELECT * FROM workshops WHERE id = ?');
  const cancelWorkshop = db.prepare<[string, number]>(
    'UPDATE workshops SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL',
  );
  const videoById = db.prepare<[number], VideoRow>('SELECT id, title, description, image_url FROM videos WHERE id = ?');
  const addSurvey = db.prepare(
    'INSERT INTO workshop_surveys (email, class_interests, other_suggestion, created_at) VALUES (?, ?, ?, ?)',
  );
  const giveBackSpots = db.prepare('UPDATE workshops SET spots_available = spots_available + ? WHERE id = ?');
  const takeSpots = db.prepare(
    'UPDATE workshops SET spots_available = spots_available - ? WHERE id = ? AND spots_available >= ?',
  );

  return {
    listVideos: (): Video[] => videos.all().map(toVideo),
    featuredVideos: (): Video[] => featuredVideos.all().map(toVideo),
    findVideo: (id: number): Video | undefined => {
      const row = videoById.get(id);
      return row ? toVideo(row) : undefined;
    },
    /**
     * The shop's classes and workshops: on (not cancelled) and still to come. One that has started
     * is off the shop, as a cancelled one is: nobody can reserve a seat in a class that took place.
     */
    listWorkshops: (now = new Date()): Workshop[] =>
      workshops
        .all()
        .filter((row) => stillToCome(row.date, now))
        .map((row) => toWorkshop(row, timeZone)),
    /** A class or workshop that is on (not cancelled). */
    findWorkshop: (id: number): Workshop | undefined => {
      const row = workshopById.get(id);
      return row && row.cancelled_at === null ? toWorkshop(row, timeZone) : undefined;
    },
    /** Every class and workshop, cancelled ones too, for the admin. */
    listAllWorkshops: (): (Workshop & { cancelledAt: string | null })[] =>
      allWorkshops.all().map((row) => ({ ...toWorkshop(row, timeZone), cancelledAt: row.cancelled_at })),
    /** Any class or workshop, cancelled or not. */
    findAnyWorkshop: (id: number): (Workshop & { cancelledAt: string | null }) | undefined => {
      const row = workshopById.get(id);
      return row ? { ...toWorkshop(row, timeZone), cancelledAt: row.cancelled_at } : undefined;
    },
    /** Takes a class off the shop for good; false when it was already cancelled. */
    cancelWorkshop: (id: number, at: Date): boolean => cancelWorkshop.run(at.toISOString(), id).changes === 1,
    addSurvey(input: { email: string; classInterests: string[]; otherSuggestion?: string }): number {
      const result = addSurvey.run(
        input.email,
        JSON.stringify(input.classInterests),
        input.otherSuggestion ?? null,
        new Date().toISOString(),
      );
      return Number(result.lastInsertRowid);
    },
    /** Takes `count` spots if that many are left; false otherwise. Call inside the order transaction. */
    takeSpots: (workshopId: number, count: number): boolean => takeSpots.run(count, workshopId, count).changes === 1,
    /** A cancelled booking's seats are for sale again; call inside the cancellation's transaction. */
    giveBackSpots: (workshopId: number, count: number): void => void giveBackSpots.run(count, workshopId),
  };
}
export type ShopRepo = ReturnType<typeof shopRepo>;

export { stillToCome };
