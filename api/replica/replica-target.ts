import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';

/**
 * Where the replica lives (REPLICA_URL, docs/decisions/028-continuous-replication.md): the
 * database goes to `<root>/db` (Litestream's generations), the uploaded photos to
 * `<root>/objects/<key>/` beside it.
 */
export type ReplicaTarget =
  | { kind: 'file'; root: string }
  | { kind: 'sftp'; user: string; host: string; port: number; root: string }
  | { kind: 's3'; bucket: string; root: string };

export const REPLICA_DB_DIR = 'db';
export const REPLICA_OBJECTS_DIR = 'objects';

export class ReplicaUrlError extends Error {}

const EXAMPLES = 'file:///mnt/backup/sift, sftp://user@host:22/srv/sift or s3://bucket/sift';

/**
 * Reads REPLICA_URL. Refuses what would replicate somewhere unexpected: a relative or root path,
 * an sftp URL without a user or path, a password in the URL (it would show in process lists and
 * logs: an sftp replica signs in with the key in REPLICA_SSH_KEY), a query or fragment.
 */
export function parseReplicaUrl(value: string): ReplicaTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ReplicaUrlError(`must be a URL like ${EXAMPLES}`);
  }
  if (url.search || url.hash) throw new ReplicaUrlError('must have no query (?...) or fragment (#...)');
  if (url.password)
    throw new ReplicaUrlError('must not carry a password: an sftp replica signs in with the key in REPLICA_SSH_KEY');
  switch (url.protocol) {
    case 'file:': {
      if (url.host) throw new ReplicaUrlError('a file URL names a local path: file:///mnt/backup/sift (three slashes)');
      return { kind: 'file', root: folder(fileURLToPath(url)) };
    }
    case 'sftp:': {
      if (!url.username) throw new ReplicaUrlError('an sftp URL names the user: sftp://user@host:22/srv/sift');
      if (!url.hostname) throw new ReplicaUrlError('an sftp URL names the host: sftp://user@host:22/srv/sift');
      const root = folder(decodeURIComponent(url.pathname));
      return {
        kind: 'sftp',
        user: decodeURIComponent(url.username),
        host: url.hostname,
        port: url.port ? Number(url.port) : 22,
        root,
      };
    }
    case 's3:': {
      if (!url.hostname) throw new ReplicaUrlError('an s3 URL names the bucket: s3://bucket/sift');
      if (url.username)
        throw new ReplicaUrlError(
          'an s3 URL carries no user: the keys go in LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY',
        );
      const path = posix.normalize(decodeURIComponent(url.pathname)).replace(/^\/+|\/+$/g, '');
      return { kind: 's3', bucket: url.host, root: path === '.' ? '' : path };
    }
    default:
      throw new ReplicaUrlError(`must start with file://, sftp:// or s3:// (like ${EXAMPLES})`);
  }
}

/** An absolute folder that is not the file system's root, without a trailing slash. */
function folder(path: string): string {
  const clean = posix.normalize(path || '/').replace(/\/+$/, '');
  if (clean === '') throw new ReplicaUrlError('must name a folder, not the root of the file system');
  if (!posix.isAbsolute(clean)) throw new ReplicaUrlError('must name an absolute path');
  return clean;
}

/** The replica's address for logs and messages: never a secret (the URL carries none). */
export function describeTarget(target: ReplicaTarget): string {
  switch (target.kind) {
    case 'file':
      return `file://${target.root}`;
    case 'sftp':
      return `sftp://${target.user}@${target.host}:${target.port}${target.root}`;
    case 's3':
      return `s3://${target.bucket}/${target.root}`;
  }
}

/** Where the photos go inside the replica (a path on the file system or on the sftp host). */
export function objectsRoot(target: ReplicaTarget): string {
  return target.kind === 's3' ? joinKey(target.root, REPLICA_OBJECTS_DIR) : `${target.root}/${REPLICA_OBJECTS_DIR}`;
}

const joinKey = (...parts: string[]) => parts.filter(Boolean).join('/');

/** Where Litestream keeps the database's generations inside the replica. */
export function databaseRoot(target: ReplicaTarget): string {
  return target.kind === 's3' ? joinKey(target.root, REPLICA_DB_DIR) : `${target.root}/${REPLICA_DB_DIR}`;
}
