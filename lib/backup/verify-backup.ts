import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { asRestored } from "@/lib/analytics/sales-ledger";
import { uploadedPhotos } from "./archive";
import { EJSON, isUserCollection, type Db } from "./format";

export interface CollectionFigures {
  documents: number;
  checksum: string;
}

/**
 * Each collection's document count and a checksum of its documents in _id order, each as a restore
 * would load it (asRestored: the ledger is counted afresh, so its days and marks are left out), so
 * a live shop and a restored copy of it compare equal when nothing changed between them.
 */
export async function collectionFigures(db: Db): Promise<Map<string, CollectionFigures>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name).filter(isUserCollection).sort();
  const figures = new Map<string, CollectionFigures>();
  for (const name of names) {
    const hash = createHash("sha256");
    let documents = 0;
    for await (const document of db.collection(name).find({}, { batchSize: 500 }).sort({ _id: 1 })) {
      const restored = asRestored(name, document);
      if (!restored) continue;
      documents += 1;
      hash.update(EJSON.stringify(restored, { relaxed: false }));
      hash.update("\n");
    }
    if (documents > 0) figures.set(name, { documents, checksum: hash.digest("hex") });
  }
  return figures;
}

export function collectionDifferences(live: Map<string, CollectionFigures>, copy: Map<string, CollectionFigures>): string[] {
  const differences: string[] = [];
  for (const name of [...new Set([...live.keys(), ...copy.keys()])].sort()) {
    const [a, b] = [live.get(name), copy.get(name)];
    if (!a) differences.push(`${name}: only in the backup (${b?.documents} documents)`);
    else if (!b) differences.push(`${name}: not in the backup (${a.documents} documents live)`);
    else if (a.documents !== b.documents) differences.push(`${name}: ${a.documents} documents live, ${b.documents} in the backup`);
    else if (a.checksum !== b.checksum) differences.push(`${name}: ${a.documents} documents each, but their contents differ`);
  }
  return differences;
}

async function fileHash(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Photos in the upload folder missing from the backup or different in it, and photos only the backup has. */
export async function photoDifferences(uploads: string, backedUp: Map<string, string>): Promise<string[]> {
  const differences: string[] = [];
  const live = await uploadedPhotos(uploads);
  for (const name of live) {
    const hash = backedUp.get(name);
    if (!hash) differences.push(`photo ${name}: not in the backup`);
    else if (hash !== (await fileHash(path.join(uploads, name)))) differences.push(`photo ${name}: differs from the backup's`);
  }
  const onDisk = new Set(live);
  for (const name of backedUp.keys()) if (!onDisk.has(name)) differences.push(`photo ${name}: only in the backup`);
  return differences;
}
