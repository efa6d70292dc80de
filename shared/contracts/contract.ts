import type { z } from 'zod';

/**
 * One contract per API call: how it is called (method, path), who may call it, the zod schemas
 * of what it takes and answers, and the idempotency scope of a write that takes an
 * Idempotency-Key. The server's routers, the client's calls, the outbox and the route table
 * (api/test/route-table.ts) read the same object, so they cannot drift apart.
 *
 * A new call: add a contract to its area's file here (or a new file, listed in ./index.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Access =
  /** Anyone. */
  | 'none'
  /** A signed-in user's session cookie (401 without). */
  | 'user'
  /** Anyone; a session, when present, changes whose data it is. */
  | 'optional-user'
  /** `Authorization: Bearer admin_...` (401 without). */
  | 'admin'
  /** The signed upload URL is the credential. */
  | 'signed-url';

export interface ApiContract {
  method: HttpMethod;
  /** The full path, express-style parameters (`/api/favorites/remove/:recipeId`). */
  path: string;
  access: Access;
  /** The JSON body it takes (omitted: none). */
  body?: z.ZodType;
  /** Its query string (omitted: none read). */
  query?: z.ZodType;
  /** The JSON it answers with on success (omitted: not described yet). */
  answer?: z.ZodType;
  /**
   * The scope its Idempotency-Key is stored under on the server (omitted: it takes none). An
   * offline write's outbox kind is this name.
   */
  idempotency?: string;
}

/** Keeps the literal types of a contract (its path, its schemas) for the callers. */
export function defineApi<const C extends ApiContract>(contract: C): C {
  return contract;
}

export type BodyOf<C extends ApiContract> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type AnswerOf<C extends ApiContract> = C['answer'] extends z.ZodType ? z.output<C['answer']> : unknown;

/** The path with its `:name` parameters filled in (URL-encoded). */
export function pathOf(contract: Pick<ApiContract, 'path'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path below the point a router is mounted at, for `router.post(routeOf(contract, mount))`:
 * `/api/favorites/add` mounted at `/api/favorites` is `/add`; the mount point itself is `/`.
 */
export function routeOf(contract: Pick<ApiContract, 'path'>, mount: string): string {
  if (contract.path === mount) return '/';
  if (!contract.path.startsWith(`${mount}/`)) throw new Error(`${contract.path} is not below ${mount}`);
  return contract.path.slice(mount.length);
}
