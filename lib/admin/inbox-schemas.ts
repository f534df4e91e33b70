import { z } from "zod";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";

export const inboxPageQuery = z.object({
  page: pageNumberSchema,
});

export const messageReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });
export type MessageReadInput = z.infer<typeof messageReadSchema>;
