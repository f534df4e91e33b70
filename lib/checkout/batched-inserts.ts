import "server-only";
import mongoose, { type Model } from "mongoose";
import { inBatchesEach, type ItemOutcome } from "./batches";

/** A write error as the server answers it for one document of an insert: its index, code, message and, for a duplicate, the key. */
interface ServerWriteError {
  index: number;
  code: number;
  errmsg: string;
}

/**
 * Inserts into a model's collection, those made meanwhile sent together as one unordered insert
 * command (inBatchesEach): in a burst of orders a step's insert is one command for all the
 * placements at that step, not one each. Each document still succeeds or fails on its own: a
 * refused one (a duplicate key, say) rejects only its own caller, with the error a lone insert
 * throws, its code, key pattern and key value as the server sent them. The command is sent as it
 * is, since the driver's bulk insert keeps only each refusal's code and message.
 */
export function insertsInBatches(model: Pick<Model<unknown>, "collection" | "db">): (document: object) => Promise<void> {
  return inBatchesEach<object, void>(async (documents) => {
    const db = model.db.db;
    if (!db) throw new Error(`No database connection to insert into ${model.collection.collectionName}`);
    const answer = await db.command({ insert: model.collection.collectionName, documents, ordered: false });
    const refused = new Map(((answer.writeErrors ?? []) as ServerWriteError[]).map((refusal) => [refusal.index, refusal]));
    if (answer.writeConcernError) throw new mongoose.mongo.MongoServerError(answer.writeConcernError);
    return documents.map((_, index): ItemOutcome<void> => {
      const refusal = refused.get(index);
      return refusal ? { error: new mongoose.mongo.MongoServerError({ ...refusal, message: refusal.errmsg }) } : { value: undefined };
    });
  });
}
