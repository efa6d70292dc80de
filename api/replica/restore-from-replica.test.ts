import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplicaSettings } from '../config';
import { LITESTREAM_PID_FILE, PID_FILE, RestoreError } from '../backup/restore';
import { findLitestream } from './litestream';
import { restoreFromReplica } from './restore-from-replica';

/** What `npm run restore -- --from-replica` refuses; restores themselves: restore-from-replica.slow.test.ts. */

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sift-replica-restore-'));
  dirs.push(dir);
  return dir;
};
describe('restoring from the replica', () => {
  it('refuses while a server or Litestream holds DATA_DIR', async () => {
    const settings: ReplicaSettings = { target: { kind: 'file', root: tempDir() }, supervised: false };
    const dataDir = tempDir();
    writeFileSync(join(dataDir, PID_FILE), String(process.pid));
    await expect(restoreFromReplica(settings, dataDir)).rejects.toThrow(
      new RestoreError(`A server (process ${process.pid}) holds ${dataDir}: stop it first, then restore.`),
    );
    rmSync(join(dataDir, PID_FILE));
    writeFileSync(join(dataDir, LITESTREAM_PID_FILE), String(process.pid));
    await expect(restoreFromReplica(settings, dataDir)).rejects.toThrow(
      new RestoreError(`Litestream (process ${process.pid}) replicates ${dataDir}: stop it first, then restore.`),
    );
  });
});

/** `npm run restore -- <args>` as an operator runs it. */
function restoreCommand(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', ...args],
      { env: { ...process.env, REPLICA_URL: '', ...env } },
      (_err, stdout, stderr) => resolve({ code: child.exitCode, out: stdout + stderr }),
    );
  });
}

describe('npm run restore -- --from-replica', () => {
  it('asks for REPLICA_URL and for a time with its zone', async () => {
    const dataDir = tempDir();
    expect(await restoreCommand(['--from-replica'], { DATA_DIR: dataDir })).toEqual({
      code: 2,
      out: 'Set REPLICA_URL to the replica to restore from (README, Configuration).\n',
    });
    const replica = { DATA_DIR: dataDir, REPLICA_URL: `file://${tempDir()}` };
    expect(await restoreCommand(['--from-replica', '--at', '2026-11-27 14:30'], replica)).toEqual({
      code: 2,
      out: '--at must be a time with its zone, like 2026-11-27T14:30:00Z (got "2026-11-27 14:30").\n',
    });
  }, 30_000);
});

describe('the Litestream binary', () => {
  it('is refused when missing or not a v0.3 release, with what to do', () => {
    expect(() => findLitestream({ litestreamPath: '/nowhere/litestream' })).toThrow(
      'LITESTREAM_PATH names /nowhere/litestream, which does not exist.',
    );
    const newer = join(tempDir(), 'litestream');
    writeFileSync(newer, '#!/bin/sh\necho v0.5.2\n');
    chmodSync(newer, 0o755);
    expect(() => findLitestream({ litestreamPath: newer })).toThrow(
      `${newer} is Litestream v0.5.2; this site drives v0.3 (its config file and restore differ). Install v0.3.13 and set LITESTREAM_PATH to it.`,
    );
    expect(findLitestream({})).toMatch(/litestream$/);
  });
});
