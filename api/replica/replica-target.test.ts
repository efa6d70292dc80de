import type { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { databaseRoot, describeTarget, objectsRoot, parseReplicaUrl } from './replica-target';

describe('REPLICA_URL', () => {
  it('reads a file replica: the database and the photos side by side in the folder', () => {
    const target = parseReplicaUrl('file:///mnt/backup/sift/');
    expect(target).toEqual({ kind: 'file', root: '/mnt/backup/sift' });
    expect(databaseRoot(target)).toBe('/mnt/backup/sift/db');
    expect(objectsRoot(target)).toBe('/mnt/backup/sift/objects');
    expect(
      parseReplicaUrl('file:///mnt/my%20backups').kind === 'file' && parseReplicaUrl('file:///mnt/my%20backups'),
    ).toEqual({
      kind: 'file',
      root: '/mnt/my backups',
    });
  });

  it('reads an sftp replica with its user, host, port (22 unless given) and absolute path', () => {
    expect(parseReplicaUrl('sftp://sift@backup.example:2222/srv/sift')).toEqual({
      kind: 'sftp',
      user: 'sift',
      host: 'backup.example',
      port: 2222,
      root: '/srv/sift',
    });
    const target = parseReplicaUrl('sftp://sift@10.0.0.5/srv/sift');
    expect(target).toMatchObject({ port: 22 });
    expect(describeTarget(target)).toBe('sftp://sift@10.0.0.5:22/srv/sift');
  });

  it('reads an s3 replica: bucket and prefix', () => {
    const target = parseReplicaUrl('s3://sift-backups/prod');
    expect(target).toEqual({ kind: 's3', bucket: 'sift-backups', root: 'prod' });
    expect(databaseRoot(target)).toBe('prod/db');
    expect(databaseRoot(parseReplicaUrl('s3://sift-backups'))).toBe('db');
  });

  it.each([
    ['backups/sift', 'must be a URL'],
    ['http://example.com/sift', 'must start with file://, sftp:// or s3://'],
    ['file://host/mnt/sift', 'three slashes'],
    ['file:///', 'must name a folder'],
    ['sftp://backup.example/srv/sift', 'names the user'],
    ['sftp://sift:hunter2@backup.example/srv/sift', 'must not carry a password'],
    ['sftp://sift@backup.example', 'must name a folder'],
    ['s3://key@bucket/sift', 'carries no user'],
    ['file:///mnt/sift?x=1', 'no query'],
  ])('refuses %s', (value, message) => {
    expect(() => parseReplicaUrl(value)).toThrow(message);
  });

  it('stops the configuration with the reason, and asks an sftp replica for its key', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as ZodError).issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      }
      return [];
    };
    expect(refused({ REPLICA_URL: 'ftp://x/y' })).toEqual([
      'REPLICA_URL: must start with file://, sftp:// or s3:// (like file:///mnt/backup/sift, sftp://user@host:22/srv/sift or s3://bucket/sift)',
    ]);
    expect(refused({ REPLICA_URL: 'sftp://sift@backup.example/srv/sift' })).toEqual([
      'REPLICA_SSH_KEY: an sftp REPLICA_URL needs the path of the private key that signs in to it',
    ]);
    expect(loadConfig({}).replica).toBeUndefined();
    expect(loadConfig({ REPLICA_URL: '' }).replica).toBeUndefined();
    expect(
      loadConfig({ REPLICA_URL: 'sftp://sift@backup.example/srv/sift', REPLICA_SSH_KEY: '/etc/sift/key' }).replica,
    ).toEqual({
      target: { kind: 'sftp', user: 'sift', host: 'backup.example', port: 22, root: '/srv/sift' },
      sshKey: '/etc/sift/key',
      litestreamPath: undefined,
      supervised: false,
    });
  });
});
