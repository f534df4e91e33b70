import { z } from "zod";

export const inboxPageQuery = z.object({
  page: z.coerce.number({ error: "Page must be a whole number from 1" }).int("Page must be a whole number from 1").min(1, "Page must be a whole number from 1").max(100_000).default(1),
});

export const messageReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });
export type MessageReadInput = z.infer<typeof messageReadSchema>;
