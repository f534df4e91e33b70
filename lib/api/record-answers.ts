import "server-only";
import type { Answer } from "./answer";

/** What a record's admin screen shows once it is saved or removed. */
interface RecordMessages {
  updated: string;
  removed: string;
}

/**
 * The PUT of one record by id (a collection, an integration, a promotion): the screen's message,
 * and the saved record under the name that screen reads it by.
 */
export function answerUpdate<Body, Saved, Key extends string>(messages: RecordMessages, key: Key, update: (id: string, body: Body) => Promise<Saved>) {
  return async ({ body, params }: { body: Body; params: { id: string } }): Promise<Answer & Record<Key, Saved>> =>
    ({ success: true, message: messages.updated, [key]: await update(params.id, body) }) as Answer & Record<Key, Saved>;
}

/** The DELETE of one record by id: removed, then the screen's message. */
export function answerRemoval(messages: RecordMessages, remove: (id: string) => Promise<unknown>) {
  return async ({ params }: { params: { id: string } }): Promise<Answer & { message: string }> => {
    await remove(params.id);
    return { success: true, message: messages.removed };
  };
}
