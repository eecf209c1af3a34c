import { z } from 'zod';

/** User data of Login and IsLoggedIn (docs/api.md). */
export const userSchema = z.object({
  username: z.string().min(1),
  token: z.string().min(1),
  role: z.string().optional(),
});

export type User = z.infer<typeof userSchema>;
