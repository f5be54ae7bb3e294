import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../shared/api/api-client.ts';
import type { FeatureManifest } from './feature-manifest.ts';

/**
 * The public pages' bundle is what the entry reaches through static imports; the back office
 * loads on demand through `import()`. These checks read the import graph of the sources, the
 * same graph Vite splits the bundle by.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const name = (file: string) => relative(src, file);

interface Imports {
  statics: string[];
  dynamics: string[];
}

const parsed = new Map<string, Imports>();

/** A file's runtime imports (type-only ones vanish from the bundle), resolved to files or package names. */
function importsOf(file: string): Imports {
  const known = parsed.get(file);
  if (known) return known;
  const imports: Imports = { statics: [], dynamics: [] };
  parsed.set(file, imports);
  if (!/\.tsx?$/.test(file)) return imports;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const target = (specifier: string) =>
    specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      imports.statics.push(target(node.moduleSpecifier.text));
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      imports.statics.push(target(node.moduleSpecifier.text));
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      imports.dynamics.push(target(node.arguments[0].text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

/** Everything `roots` reach through static imports; with `lazy`, through `import()` too. */
function reach(roots: string[], lazy = false): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith(src)) continue; // a package
    const { statics, dynamics } = importsOf(file);
    queue.push(...statics, ...(lazy ? dynamics : []));
  }
  return seen;
}

const entry = resolve(src, 'app/entry-client.tsx');
const publicBundle = reach([entry]);
const lazyTargets = [...reach([entry], true)].filter((f) => f.startsWith(src)).flatMap((f) => importsOf(f).dynamics);

/** The features' manifest files, each folder's one (feature.ts or feature.tsx). */
const manifestFiles = import.meta.glob<Record<string, FeatureManifest>>('../features/*/feature.{ts,tsx}', {
  eager: true,
});

describe('the public bundle', () => {
  it('finds the lazily loaded layouts and pages (the check below is not empty)', () => {
    expect(lazyTargets.map(name)).toEqual(
      expect.arrayContaining(['app/layouts/admin-layout.tsx', 'features/admin-articles/pages/article-editor-page.tsx']),
    );
  });

  it('never imports statically what is loaded on demand', () => {
    expect(lazyTargets.filter((f) => publicBundle.has(f)).map(name)).toEqual([]);
  });

  it('carries neither the Markdown editor, the snapshot screens nor the dashboard chart', () => {
    const heavy = ['bytemd', '@bytemd/react', '@bytemd/plugin-gfm', 'chart.js'].concat(
      [
        'shared/ui/markdown-editor.tsx',
        'shared/ui/snapshot-drawer.tsx',
        'shared/ui/snapshot-preview.tsx',
        'features/admin-dashboard/components/views-chart.tsx',
      ].map((f) => resolve(src, f)),
    );
    expect(heavy.filter((f) => publicBundle.has(f))).toEqual([]);
  });

  it('holds only the manifest of a feature that has no public page, and the part it lends to public pages', () => {
    const context = { queryClient: new QueryClient(), api: createApiClient() };
    const backOffice = Object.entries(manifestFiles)
      .map(([file, exports]) => ({ file, routes: Object.values(exports).map((m) => m.routes?.(context) ?? {}) }))
      .filter(({ routes }) => routes.every((r) => !r.main?.length && !r.auth?.length))
      .map(({ file, routes }) => ({
        folder: resolve(src, 'app', dirname(file)),
        manifest: resolve(src, 'app', file),
        admin: routes.some((r) => r.admin?.length),
      }));
    expect(backOffice.length).toBeGreaterThan(0);
    // A feature of the signed-in area may lend a part to another feature's public page through its
    // index.ts (the comment section under articles, beside /user/comments): that part is public.
    // What only its own pages use stays out, and nothing of an admin feature gets in.
    const lent = (folder: string) => {
      const index = resolve(folder, 'index.ts');
      const borrowed = [...publicBundle].some(
        (f) =>
          f.startsWith(resolve(src, 'features')) && !f.startsWith(`${folder}/`) && importsOf(f).statics.includes(index),
      );
      return borrowed ? reach([index]) : new Set<string>();
    };
    const leaked = backOffice.flatMap(({ folder, manifest, admin }) => {
      const allowed = admin ? new Set<string>() : lent(folder);
      return [...publicBundle].filter((f) => f.startsWith(`${folder}/`) && f !== manifest && !allowed.has(f)).map(name);
    });
    expect(leaked).toEqual([]);
  });
});
