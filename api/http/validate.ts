import type { Request } from 'express';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses a request body with a shared zod schema; a ZodError becomes a 400 upstream. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return schema.parse(req.body ?? {});
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return schema.parse(req.query);
}

/** Route ids are positive integers; anything else is a 400 that names the parameter. */
export function parseId(value: string | undefined, name = 'id'): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw badRequest(`${name} must be a positive whole number`);
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`${name} must be a positive whole number`);
  return id;
}
