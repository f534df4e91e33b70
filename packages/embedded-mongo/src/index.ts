export { startEmbeddedMongo } from "./server";
export type { EmbeddedMongo, EmbeddedMongoOptions } from "./server";
