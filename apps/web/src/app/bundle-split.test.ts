import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../shared/api/api-client.ts';
import type { FeatureManifest } from './feature-manifest.ts';

/**
 * Every page loads its code on demand through `import()`; what the entry reaches through static
 * imports (the shell) every page loads first. A public page loads the shell and its own code, never
 * the back office's. These checks read the import graph of the sources, the same graph Vite splits
 * the bundle by.
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

/**
 * The modules the public routes load on demand: what `import()` names inside the `main` and `auth`
 * slots of the manifests, and in the route table's `auth` layout.
 */
function publicPages(): string[] {
  const files = [
    resolve(src, 'app/router.tsx'),
    ...Object.keys(import.meta.glob('../features/*/feature.{ts,tsx}')).map((f) => resolve(src, 'app', f)),
  ];
  return files.flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const isPublicSlot = (node: ts.Node) =>
      (ts.isPropertyAssignment(node) && ['main', 'auth'].includes(node.name.getText(source))) ||
      (ts.isObjectLiteralExpression(node) &&
        node.properties.some((p) => ts.isPropertyAssignment(p) && p.getText(source) === "path: 'auth'"));
    const visit = (node: ts.Node, inSlot: boolean) => {
      const here = inSlot || isPublicSlot(node);
      if (
        here &&
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        found.push(resolve(dirname(file), node.arguments[0].text));
      ts.forEachChild(node, (child) => visit(child, here));
    };
    visit(source, false);
    return found;
  });
}

const entry = resolve(src, 'app/entry-client.tsx');
/** What every page loads before anything else: the entry and its static imports. */
const shell = reach([entry]);
const pages = publicPages();
/** What a public page may load: the shell and the public pages, with their static imports. */
const publicBundle = reach([entry, ...pages]);
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

  it('finds the public pages, loaded on demand as the back office is', () => {
    expect(pages.map(name)).toEqual(
      expect.arrayContaining([
        'features/site/pages/home-page.tsx',
        'features/articles/pages/article-page.tsx',
        'features/auth/pages/login-page.tsx',
        'app/layouts/simple-layout.tsx',
      ]),
    );
    expect(pages.filter((f) => /\/(admin-|account\/)/.test(f)).map(name)).toEqual([]);
  });

  it('never imports statically what is loaded on demand', () => {
    expect(lazyTargets.filter((f) => shell.has(f)).map(name)).toEqual([]);
  });

  it('loads no back-office page with a public one', () => {
    const backOffice = lazyTargets.filter(
      (f) => !pages.includes(f) && /\/(layouts\/(admin|user)-layout|features\/[^/]+\/pages\/)/.test(f),
    );
    expect(backOffice.length).toBeGreaterThan(0);
    expect(backOffice.filter((f) => publicBundle.has(f)).map(name)).toEqual([]);
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

describe('the modules declared free of side effects (vite.config.ts)', () => {
  const root = resolve(src, '../../..');
  const config = resolve(src, '../vite.config.ts');

  /** The list in vite.config.ts of the modules that do something when loaded. */
  const declared = (() => {
    const source = ts.createSourceFile(config, readFileSync(config, 'utf8'), ts.ScriptTarget.Latest, true);
    const list: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        node.name.getText(source) === 'MODULES_WITH_SIDE_EFFECTS' &&
        node.initializer &&
        ts.isArrayLiteralExpression(node.initializer)
      )
        list.push(...node.initializer.elements.filter(ts.isStringLiteral).map((e) => resolve(root, e.text)));
      ts.forEachChild(node, visit);
    };
    visit(source);
    return list;
  })();

  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = resolve(dir, e.name);
      if (e.isDirectory()) return e.name === 'test' ? [] : sources(path);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|^test-(support|setup)\.ts$/.test(e.name) ? [path] : [];
    });

  /**
   * A module does something when loaded if a top-level statement of it is more than a declaration
   * (a call, an assignment, a condition), or if it imports a module of code for its effects only.
   */
  const actsWhenLoaded = (file: string) =>
    ts
      .createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
      .statements.some((st) =>
        ts.isImportDeclaration(st)
          ? !st.importClause && !/\.css['"]$/.test(st.moduleSpecifier.getText())
          : !(
              ts.isExportDeclaration(st) ||
              ts.isExportAssignment(st) ||
              ts.isVariableStatement(st) ||
              ts.isFunctionDeclaration(st) ||
              ts.isClassDeclaration(st) ||
              ts.isInterfaceDeclaration(st) ||
              ts.isTypeAliasDeclaration(st) ||
              ts.isEnumDeclaration(st) ||
              ts.isModuleDeclaration(st)
            ),
      );

  it('lists every module of the app and the contract that does something when loaded, and no other', () => {
    const acting = [...sources(src), ...sources(resolve(root, 'packages/contract/src'))].filter(actsWhenLoaded);
    expect(declared.length).toBeGreaterThan(0);
    expect(acting.map((f) => relative(root, f)).sort()).toEqual(declared.map((f) => relative(root, f)).sort());
  });
});
