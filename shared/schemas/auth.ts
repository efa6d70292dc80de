import { z } from 'zod';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const username = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may use letters, numbers, dots, dashes and underscores');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Please enter a valid email address');

/** spec visitor 7: POST /api/auth/login */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(50),
  password: z.string().min(1, 'Password is required').max(1024),
});

/** spec visitor 3 / 5: registration form */
export const registerSchema = z
  .object({
    username,
    password: z.string().min(6, 'Password must be at least 6 characters').max(1024),
    confirmPassword: z.string().min(1, 'Please confirm your password').max(1024),
    name: optionalText(100),
    email: optionalEmail,
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'The passwords you entered do not match.', path: ['confirmPassword'] });

/** spec visitor 7: PUT /api/auth/profile */
export const profileSchema = z
  .object({
    username,
    email: optionalEmail,
    firstName: optionalText(100),
    lastName: optionalText(100),
    currentPassword: z.string().max(1024).optional(),
    newPassword: z.string().min(6, 'Password too short').max(1024).optional(),
  })
  .refine((v) => !v.newPassword || !!v.currentPassword, { message: 'Current password required', path: ['currentPassword'] });
