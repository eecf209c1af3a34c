import { z } from 'zod/mini';

/** User data of Login and IsLoggedIn (docs/api.md); zod/mini, as the login screen loads it. */
export const userSchema = z.object({
  username: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  role: z.optional(z.string()),
});

export type User = z.infer<typeof userSchema>;
