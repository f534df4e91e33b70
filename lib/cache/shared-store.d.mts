/** A MongoDB driver Db, whichever copy of the driver (the app's or mongoose's) made it. */
export interface StoreDb {
  collection(name: string): unknown;
}

export declare const CACHE_COLLECTIONS: Readonly<{ entries: string; state: string }>;
export declare const ENTRY_LIFETIME_MS: number;
export declare function readTagState(db: StoreDb, tags: readonly string[]): Promise<{ identity: string | null; revalidatedAt: Map<string, number> }>;
export declare function ensureIdentity(db: StoreDb): Promise<string>;
export declare function expireTags(db: StoreDb, tags: readonly string[], at?: number): Promise<void>;
export declare function isRevalidated(tags: readonly string[], lastModified: number, revalidatedAt: Map<string, number>): boolean;
