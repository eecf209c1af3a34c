import { z } from 'zod';

// The server's messages are English: classic zod registers them when its first schema is built,
// which zod/mini alone never does.
z.config(z.locales.en());

/** What a schema says of an input, one `path: message` per issue ([] when it is accepted). */
export const issueMessages = (schema: z.core.$ZodType, input: unknown): string[] =>
  z.safeParse(schema, input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
