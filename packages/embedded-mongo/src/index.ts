export { startEmbeddedMongo } from "./server";
export type { EmbeddedMongo, EmbeddedMongoOptions } from "./server";
export { engineNodeFlags } from "./node-flags";
