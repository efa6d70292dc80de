import { useReplicaStatus } from './api/replica-status';

/**
 * One calm line under the dashboard's heading: how far behind the replica is
 * (docs/decisions/028-continuous-replication.md), from the public health answer. Nothing while it
 * loads or when the server cannot be asked: the tabs say that already.
 */
export function ReplicaStatusLine() {
  const health = useReplicaStatus();
  if (!health.data) return null;
  return <p className="mt-2 text-sm text-cocoa">{replicaText(health.data.replica)}</p>;
}

export function replicaText(replica: { behindSeconds: number | null } | undefined): string {
  if (!replica) return "Replica: not set up. The daily backups stay on this machine's disk.";
  const behind = replica.behindSeconds;
  if (behind === null) return 'Replica: no word from the replication in the last 10 seconds.';
  if (behind === 0) return 'Replica: up to date.';
  if (behind < 60) return `Replica: ${behind} s behind.`;
  return `Replica: ${Math.floor(behind / 60)} min behind. Check that the replica's storage can be reached.`;
}
