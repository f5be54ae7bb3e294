import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** The languages an article's code blocks are highlighted in; others are shown plain. */
const LANGUAGES = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  bash: () => import('shiki/langs/bash.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  vue: () => import('shiki/langs/vue.mjs'),
};

const ALIASES: Record<string, keyof typeof LANGUAGES> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  py: 'python',
  golang: 'go',
  rs: 'rust',
  yml: 'yaml',
  md: 'markdown',
  htm: 'html',
  xml: 'html',
  'c++': 'cpp',
};

/** How a code block's language is named above it. */
export const LANGUAGE_LABELS: Record<keyof typeof LANGUAGES, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  jsx: 'JSX',
  tsx: 'TSX',
  json: 'JSON',
  html: 'HTML',
  css: 'CSS',
  bash: 'Shell',
  python: 'Python',
  go: 'Go',
  java: 'Java',
  rust: 'Rust',
  sql: 'SQL',
  yaml: 'YAML',
  markdown: 'Markdown',
  diff: 'Diff',
  c: 'C',
  cpp: 'C++',
  vue: 'Vue',
};

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

export type LanguageName = keyof typeof LANGUAGES;

let loading: Promise<HighlighterCore> | undefined;

/**
 * Shiki with its JavaScript regex engine (no WebAssembly), created once on first use with the
 * themes only: a language's grammar is loaded when a document first needs it (`loadLanguage`),
 * so a site holds the grammars its articles use (~16 MB for JavaScript and Shell), not all twenty
 * (~52 MB). Output carries both themes; CSS picks the dark one in dark mode.
 */
export function loadHighlighter(): Promise<HighlighterCore> {
  loading ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  return loading;
}

/** A language's grammar (and those it embeds) loaded into the highlighter; once each, however many ask. */
const loadingLanguages = new Map<LanguageName, Promise<void>>();
export function loadLanguage(highlighter: HighlighterCore, name: LanguageName): Promise<void> {
  let load = loadingLanguages.get(name);
  if (!load) {
    load = highlighter.loadLanguage(LANGUAGES[name]());
    loadingLanguages.set(name, load);
    // A failed load (never expected: the grammars ship with the server) is tried again next time.
    load.catch(() => loadingLanguages.delete(name));
  }
  return load;
}

export function resolveLanguage(info: string): LanguageName | null {
  const name = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (name in LANGUAGES) return name as keyof typeof LANGUAGES;
  return ALIASES[name] ?? null;
}
