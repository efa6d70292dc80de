import type { Db } from './open';

export interface UploadRecord {
  id: string;
  objectKey: string | null;
  createdAt: number;
  expiresAt: number | null;
  mime: string | null;
  size: number | null;
  receivedAt: number | null;
}

interface UploadRow {
  id: string;
  object_key: string | null;
  created_at: number;
  expires_at: number | null;
  mime: string | null;
  size: number | null;
  received_at: number | null;
}

const toRecord = (row: UploadRow): UploadRecord => ({
  id: row.id,
  objectKey: row.object_key,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  mime: row.mime,
  size: row.size,
  receivedAt: row.received_at,
});

/** Signed uploads (docs/product.md#admin): issued -> received (PUT) -> stored (set-policy). */
export function uploadsRepo(db: Db) {
  const insert = db.prepare<[string, number, number]>(
    'INSERT INTO uploads (id, created_at, expires_at) VALUES (?, ?, ?)',
  );
  const byId = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?');
  const received = db.prepare<[string, number, number, string]>(
    'UPDATE uploads SET mime = ?, size = ?, received_at = ? WHERE id = ? AND object_key IS NULL',
  );
  const stored = db.prepare<[string, string]>('UPDATE uploads SET object_key = ? WHERE id = ?');
  const stale = db
    .prepare<[number], string>('SELECT id FROM uploads WHERE object_key IS NULL AND created_at < ?')
    .pluck();
  const remove = db.prepare<[string]>('DELETE FROM uploads WHERE id = ?');
  const claim = db.prepare<[number, string, number]>(
    'UPDATE uploads SET receiving_since = ? WHERE id = ? AND object_key IS NULL AND (receiving_since IS NULL OR receiving_since < ?)',
  );
  const unclaim = db.prepare<[string]>('UPDATE uploads SET receiving_since = NULL WHERE id = ?');
  return {
    create: (id: string, createdAt: number, expiresAt: number): void => void insert.run(id, createdAt, expiresAt),
    find(id: string): UploadRecord | undefined {
      const row = byId.get(id);
      return row ? toRecord(row) : undefined;
    },
    markReceived: (id: string, mime: string, size: number, at: number): void => void received.run(mime, size, at, id),
    markStored: (id: string, objectKey: string): void => void stored.run(objectKey, id),
    /** Uploads never finished before `before` (ms): their staged files can go. */
    unfinishedBefore: (before: number): string[] => stale.all(before),
    remove: (id: string): void => void remove.run(id),
    /**
     * Claims the upload for one PUT, in every server process at once: false while another PUT
     * holds it (a claim from before `staleBefore` is a dead process's and is taken over).
     */
    startReceiving: (id: string, at: number, staleBefore: number): boolean =>
      claim.run(at, id, staleBefore).changes === 1,
    stopReceiving: (id: string): void => void unclaim.run(id),
  };
}
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
