import { spawn } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join, posix } from 'node:path';
import type { ReplicaSettings } from '../config';
import { IMAGE_WIDTHS, isObjectKey } from '../storage/object-store';
import { objectsRoot } from './replica-target';

/**
 * The uploaded photos' side of the replica (docs/decisions/028-continuous-replication.md).
 * Litestream replicates the database only; the photos are files in DATA_DIR/objects/<key>/, one
 * folder per image, written once under a key never used again, so copying a folder once is
 * enough. A folder is copied under a `.incoming-<key>` name and renamed when whole, so the
 * replica's listing only ever names complete photos. file: the folder `objects/` beside the
 * database's replica; sftp: the same place on the sftp host, through OpenSSH's `sftp` in batch
 * mode (the same key as Litestream). s3: not copied by the server (docs/deploy.md says how).
 */
export interface PhotoReplica {
  /** The keys of the photos the replica holds whole. */
  list(): Promise<Set<string>>;
  /** Copies these photos' folders from `objectsDir` into the replica. */
  put(keys: string[], objectsDir: string): Promise<void>;
  /** Copies every photo of the replica into `into` (a folder that need not exist); their count. */
  fetchAll(into: string): Promise<number>;
}

/** The files a stored photo is made of (api/storage/object-store.ts). */
const photoFiles = IMAGE_WIDTHS.map((width) => `${width}.webp`);

/** The photos in DATA_DIR/objects written whole (every width there), but those in `skip`. */
export function completePhotos(objectsDir: string, skip: Set<string> = new Set()): string[] {
  let entries: string[];
  try {
    entries = readdirSync(objectsDir);
  } catch {
    return [];
  }
  return entries
    .filter((key) => isObjectKey(key) && !skip.has(key))
    .filter((key) => photoFiles.every((file) => existsSync(join(objectsDir, key, file))));
}

export function photoReplica(settings: ReplicaSettings, dataDir: string): PhotoReplica | undefined {
  const { target } = settings;
  if (target.kind === 'file') return filePhotos(objectsRoot(target));
  if (target.kind === 'sftp')
    return sftpPhotos({
      destination: `${target.user}@${target.host}`,
      port: target.port,
      key: settings.sshKey!,
      knownHosts: join(dataDir, 'replica-known-hosts'),
      root: objectsRoot(target),
    });
  return undefined;
}

function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A folder on another disk or mount: each file flushed to it before the folder is renamed into place. */
export function filePhotos(root: string): PhotoReplica {
  const list = async () => new Set(readdirIfAny(root).filter(isObjectKey));
  return {
    list,
    async put(keys, objectsDir) {
      mkdirSync(root, { recursive: true });
      for (const key of keys) {
        const incoming = join(root, `.incoming-${key}`);
        const final = join(root, key);
        if (existsSync(final)) continue;
        mkdirSync(incoming, { recursive: true });
        for (const file of photoFiles) {
          copyFileSync(join(objectsDir, key, file), join(incoming, file));
          fsyncPath(join(incoming, file));
        }
        fsyncPath(incoming);
        renameSync(incoming, final);
      }
      fsyncPath(root);
    },
    async fetchAll(into) {
      mkdirSync(into, { recursive: true });
      const keys = await list();
      for (const key of keys) {
        mkdirSync(join(into, key), { recursive: true });
        for (const file of readdirIfAny(join(root, key))) copyFileSync(join(root, key, file), join(into, key, file));
      }
      return keys.size;
    },
  };
}

function readdirIfAny(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

interface SftpTarget {
  destination: string;
  port: number;
  key: string;
  knownHosts: string;
  root: string;
}

/** A path quoted for an sftp batch line. */
const quote = (path: string) => `"${path.replace(/(["\\])/g, '\\$1')}"`;

/**
 * OpenSSH's sftp client in batch mode: a command without a leading '-' that fails stops the batch
 * with a non-zero exit. The host key is learnt on first use and held in DATA_DIR (never the
 * user's own known_hosts); a changed key then stops the copy.
 */
export function sftpPhotos(target: SftpTarget): PhotoReplica {
  const batch = (lines: string[], timeoutMs = 5 * 60_000) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(
        'sftp',
        [
          '-b',
          '-',
          '-i',
          target.key,
          '-P',
          String(target.port),
          '-o',
          'BatchMode=yes',
          '-o',
          'StrictHostKeyChecking=accept-new',
          '-o',
          `UserKnownHostsFile=${target.knownHosts}`,
          '-o',
          'ConnectTimeout=15',
          '-o',
          'ServerAliveInterval=15',
          target.destination,
        ],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('error', (e) => {
        clearTimeout(timer);
        reject(new Error(`sftp could not run (is OpenSSH's client installed?): ${e.message}`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) return resolve(out);
        const reason = err.trim().split('\n').filter(Boolean).pop() ?? `exit ${code ?? signal}`;
        reject(new Error(`sftp to ${target.destination}: ${reason}`));
      });
      child.stdin.end(lines.join('\n') + '\n');
    });

  const list = async () => {
    const out = await batch([`-ls -1 ${quote(target.root)}`]);
    return new Set(
      out
        .split('\n')
        .filter((line) => line && !line.startsWith('sftp>'))
        .map((line) => posix.basename(line.trim()))
        .filter(isObjectKey),
    );
  };

  return {
    list,
    async put(keys, objectsDir) {
      if (!keys.length) return;
      // mkdir is not recursive over sftp: every folder from the top, each allowed to exist already.
      const parts = target.root.split('/').filter(Boolean);
      const lines = parts.map((_, i) => `-mkdir ${quote('/' + parts.slice(0, i + 1).join('/'))}`);
      for (const key of keys) {
        const incoming = `${target.root}/.incoming-${key}`;
        lines.push(`-mkdir ${quote(incoming)}`);
        for (const file of photoFiles)
          lines.push(`put ${quote(join(objectsDir, key, file))} ${quote(`${incoming}/${file}`)}`);
        lines.push(`rename ${quote(incoming)} ${quote(`${target.root}/${key}`)}`);
      }
      await batch(lines);
    },
    async fetchAll(into) {
      const keys = await list();
      if (!keys.size) {
        mkdirSync(into, { recursive: true });
        return 0;
      }
      rmSync(into, { recursive: true, force: true });
      await batch([`get -r ${quote(target.root)} ${quote(into)}`], 60 * 60_000);
      // A copy cut short leaves a `.incoming-` folder: never a photo.
      for (const entry of readdirIfAny(into)) if (!isObjectKey(entry)) rmSync(join(into, entry), { recursive: true });
      return keys.size;
    },
  };
}
