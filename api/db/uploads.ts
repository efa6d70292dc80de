import type { Db } from './open';

export interface UploadRecord {
  id: string;
  objectKey: string | null;
  createdAt: number;
  expiresAt: number | null;
  mime: string | null;
  size: number | null;
  receivedAt: number | null;
  /** The reviewer whose photo it is; null for the admin's uploads. */
  userId: number | null;
}

interface UploadRow {
  id: string;
  object_key: string | null;
  created_at: number;
  expires_at: number | null;
  mime: string | null;
  size: number | null;
  received_at: number | null;
  user_id: number | null;
}

const toRecord = (row: UploadRow): UploadRecord => ({
  id: row.id,
  objectKey: row.object_key,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  mime: row.mime,
  size: row.size,
  receivedAt: row.received_at,
  userId: row.user_id,
});

/** Signed uploads (docs/product.md#admin): issued -> received (PUT) -> stored (set-policy). */
export function uploadsRepo(db: Db) {
  const insert = db.prepare<[string, number, number]>(
    'INSERT INTO uploads (id, created_at, expires_at) VALUES (?, ?, ?)',
  );
  const insertForUser = db.prepare<[string, number, number, number]>(
    'INSERT INTO uploads (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const byId = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?');
  const bytesOfUser = db
    .prepare<[number, number], number>(
      'SELECT COALESCE(sum(size), 0) FROM uploads WHERE user_id = ? AND created_at >= ? AND size IS NOT NULL',
    )
    .pluck();
  const ofUser = db.prepare<[number], UploadRow>('SELECT * FROM uploads WHERE user_id = ?');
  const storedOfUserLike = db
    .prepare<[number, string], number>('SELECT count(*) FROM uploads WHERE user_id = ? AND object_key LIKE ?')
    .pluck();
  const removeOfUser = db.prepare<[number]>('DELETE FROM uploads WHERE user_id = ?');
  const storedOfUserLikeBefore = db.prepare<[number, string, number, number], { id: string; object_key: string }>(
    'SELECT id, object_key FROM uploads WHERE user_id = ? AND object_key LIKE ? AND created_at < ? ORDER BY created_at LIMIT ?',
  );
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
    /** A reviewer's photo upload (docs/product.md#reviews): theirs alone to store. */
    createForUser: (id: string, userId: number, createdAt: number, expiresAt: number): void =>
      void insertForUser.run(id, userId, createdAt, expiresAt),
    /** Bytes a reviewer's uploads made since `since` received: their photo budget's spending. */
    bytesOfUserSince: (userId: number, since: number): number => bytesOfUser.get(userId, since) ?? 0,
    /** Every upload of an account (deleting it): the stored files and staged ones go with the rows. */
    ofUser: (userId: number): UploadRecord[] => ofUser.all(userId).map(toRecord),
    removeOfUser: (userId: number): void => void removeOfUser.run(userId),
    /** How many of an account's stored uploads have a key starting `prefix` (its bakes' photos: 'bake-'). */
    storedOfUserWithPrefix: (userId: number, prefix: string): number =>
      storedOfUserLike.get(userId, `${prefix.replace(/[%_]/g, '')}%`) ?? 0,
    /** An account's stored uploads with a key starting `prefix` made before `before` (ms), oldest first, at most `limit`. */
    storedOfUserWithPrefixBefore: (
      userId: number,
      prefix: string,
      before: number,
      limit: number,
    ): { id: string; objectKey: string }[] =>
      storedOfUserLikeBefore
        .all(userId, `${prefix.replace(/[%_]/g, '')}%`, before, limit)
        .map((row) => ({ id: row.id, objectKey: row.object_key })),
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
