/**
 * What a page the server rendered was drawn from beyond its recipes (decision 007, issue 23): the
 * Shop's videos, classes and workshops. The server writes it into the page's HTML as a JSON data
 * block (`<script type="application/json" id="page-data">`, not run by the CSP, '<' escaped),
 * and the page's first render in the browser reads it from there, so it draws what the server
 * drew. It is kept in memory only, for the first screen of the visit: the device keeps its own
 * copy the usual way (the Shop's reads store their lists in db.shop), never a second one.
 *
 * Values are unchecked here: the page that reads one checks it with its own schema.
 */
export interface PageData {
  shop?: { videos?: unknown; workshops?: unknown; classDates?: unknown };
  /** A recipe page's first page of approved reviews (docs/product.md#reviews): app/data/page-reviews.ts. */
  reviews?: { slug?: unknown; reviews?: unknown; nextCursor?: unknown };
}

export const PAGE_DATA_ID = 'page-data';

let fromPage: { path: string; data: PageData } = { path: '', data: {} };

/** Reads the page's data block; call once at start, before the first render. */
export function readPageData(
  doc: Pick<Document, 'getElementById'> = document,
  path: string = globalThis.location?.pathname ?? '',
): void {
  fromPage = { path, data: parse(doc.getElementById(PAGE_DATA_ID)?.textContent) };
}

/**
 * The page's data under `key` while `path` is the path the HTML was made for (its query may
 * change: the Shop's tabs), else undefined. Forgotten at the first navigation inside the app.
 */
export function pageData<K extends keyof PageData>(path: string, key: K): PageData[K] | undefined {
  return path === fromPage.path ? fromPage.data[key] : undefined;
}

/**
 * The server's render (app/entry-server.tsx): `render` sees `data` as the page's, as the
 * browser's first render will once it has read the block. Renders are synchronous, so no other
 * request's render can see it.
 */
export function renderWithPageData<T>(path: string, data: PageData, render: () => T): T {
  fromPage = { path, data };
  try {
    return render();
  } finally {
    forgetPageData();
  }
}

export function forgetPageData(): void {
  fromPage = { path: '', data: {} };
}

function parse(text: string | null | undefined): PageData {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PageData) : {};
  } catch {
    return {};
  }
}
