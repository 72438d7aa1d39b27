// smartypants.js ships no types; the one function the build calls.
declare module 'smartypants' {
  /** Educates the punctuation `attributes` name ('q': quotes) and writes the characters themselves, not entities. */
  export function smartypantsu(text: string, attributes?: string): string;
}
