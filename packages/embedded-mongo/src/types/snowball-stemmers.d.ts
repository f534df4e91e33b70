/** snowball-stemmers ships no types: the two functions the engine uses. */
declare module "snowball-stemmers" {
  interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
