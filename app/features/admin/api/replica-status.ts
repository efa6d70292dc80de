import { useQuery } from '@tanstack/react-query';
import { healthApi } from '../../../../shared/contracts/ai';
import { apiRequest } from '../../../data/api';

/** How often the dashboard asks again; the server looks at the replica every second. */
const REFRESH_MS = 15_000;

/** GET /api/health, past every cache: the public health answer, the replica's lag among it. */
export async function fetchHealth() {
  return healthApi.health.answer.parse(
    await apiRequest(healthApi.health.method, healthApi.health.path, undefined, {
      headers: { 'Cache-Control': 'no-cache' },
    }),
  );
}

/** The health answer under the dashboard's heading, read again every 15 s while it is open. */
export const useReplicaStatus = () =>
  useQuery({ queryKey: ['admin', 'replica-status'], queryFn: fetchHealth, refetchInterval: REFRESH_MS });
