// The package ships no types; this is the part of its API the word matcher uses.
declare module 'ahocorasick' {
  export default class AhoCorasick {
    constructor(keywords: string[]);
    /** [index of the match's last character, the keywords ending there][] */
    search(text: string): [number, string[]][];
  }
}
