import "server-only";
import { NOTE_LAYERS, noteKey, STARTER_NOTES, type NoteLayer, type ScentNotes } from "@/lib/vocabulary/perfume";
import { ScentNote } from "@/models/scent-note";

const STARTER_BY_KEY = new Map(STARTER_NOTES.map((name) => [noteKey(name), name as string]));

/** The shop's notes list: the starter notes and every note the owner added, alphabetical. */
export async function knownNotes(): Promise<string[]> {
  const added = await ScentNote.find({}, { name: 1 }).lean();
  const names = new Map(STARTER_BY_KEY);
  for (const note of added) names.set(note._id, note.name);
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * A perfume's notes in the list's spellings, adding to the list each note it did not have (so the
 * next product offers it). Each insert is its own upsert: two saves naming one new note add it once.
 * No notes at all is no pyramid: undefined, so the product stores none.
 */
export async function settleNotes(layers: Record<NoteLayer, string[]>): Promise<ScentNotes | undefined> {
  const all = NOTE_LAYERS.flatMap((layer) => layers[layer]);
  if (all.length === 0) return undefined;
  const keys = [...new Set(all.map(noteKey))];
  const stored = await ScentNote.find({ _id: { $in: keys } }, { name: 1 }).lean();
  const spelling = new Map([...STARTER_BY_KEY, ...stored.map((note) => [note._id, note.name] as const)]);
  const added = all.filter((name) => !spelling.has(noteKey(name)));
  if (added.length > 0) {
    await ScentNote.bulkWrite(added.map((name) => ({ updateOne: { filter: { _id: noteKey(name) }, update: { $setOnInsert: { name } }, upsert: true } })), { ordered: false });
    for (const name of added) spelling.set(noteKey(name), name);
  }
  const spelled = (names: string[]) => names.map((name) => spelling.get(noteKey(name)) ?? name);
  return { top: spelled(layers.top), heart: spelled(layers.heart), base: spelled(layers.base) };
}
