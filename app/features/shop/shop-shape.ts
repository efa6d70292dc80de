import { DEFAULT_BAKERY_TIME_ZONE } from '../../../shared/dates';
import type { Video, Workshop } from '../../../shared/schemas/shop';

/**
 * Shape checks for the Shop's lists as the page's HTML carried them (app/data/page-data.ts) or
 * the device stored them (db.shop): both were checked with the full schemas where they came
 * from (the server, and the reads that store them, which parse with shared/schemas/shop). The
 * schema library (zod) would put its download before the Shop is taken over (issue 23), as the
 * recipes' seed check avoids it too (app/data/catalog-seed.ts).
 */
const isString = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isImage = (value: unknown) => value === null || isString(value);

function listOf<T>(value: unknown, item: (row: Record<string, unknown>) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rows: T[] = [];
  for (const row of value as unknown[]) {
    const checked = row && typeof row === 'object' ? item(row as Record<string, unknown>) : undefined;
    if (checked === undefined) return undefined;
    rows.push(checked);
  }
  return rows;
}

export function videoList(value: unknown): Video[] | undefined {
  return listOf(value, (r) =>
    isId(r.id) && isString(r.title) && isString(r.description) && isImage(r.imageUrl)
      ? { id: r.id, title: r.title, description: r.description, imageUrl: r.imageUrl as string | null }
      : undefined,
  );
}

export function workshopList(value: unknown): Workshop[] | undefined {
  return listOf(value, (r) =>
    isId(r.id) &&
    (r.kind === 'class' || r.kind === 'workshop') &&
    isString(r.title) &&
    isString(r.description) &&
    isString(r.date) &&
    (r.timeZone === undefined || isString(r.timeZone)) &&
    isString(r.location) &&
    (r.price === null || isCount(r.price)) &&
    isImage(r.imageUrl) &&
    isCount(r.spotsAvailable)
      ? {
          id: r.id,
          kind: r.kind,
          title: r.title,
          description: r.description,
          date: r.date,
          // A list saved by an older version has no zone: the demo default, as the schema reads it.
          timeZone: (r.timeZone as string | undefined) ?? DEFAULT_BAKERY_TIME_ZONE,
          location: r.location,
          price: r.price as number | null,
          imageUrl: r.imageUrl as string | null,
          spotsAvailable: r.spotsAvailable,
        }
      : undefined,
  );
}
