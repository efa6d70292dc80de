import { z } from 'zod';
import { loginSchema, profileSchema, registerSchema, userSchema } from '../schemas/auth';
import { defineApi } from './contract';

/** Visitor accounts (docs/product.md#accounts). */
export const authApi = {
  me: defineApi({ method: 'GET', path: '/api/auth/me', access: 'user', answer: userSchema }),
  login: defineApi({ method: 'POST', path: '/api/auth/login', access: 'none', body: loginSchema, answer: userSchema }),
  register: defineApi({
    method: 'POST',
    path: '/api/auth/register',
    access: 'none',
    body: registerSchema,
    answer: userSchema,
  }),
  logout: defineApi({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'optional-user',
    answer: z.object({ message: z.string() }),
  }),
  profile: defineApi({
    method: 'PUT',
    path: '/api/auth/profile',
    access: 'user',
    body: profileSchema,
    answer: userSchema,
  }),
} as const;
