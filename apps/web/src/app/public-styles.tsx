import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Avatar, Button, Col, Empty, Modal, Row, Skeleton, Space, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { DEFAULT_COLOUR_THEME } from '@app/contract';
import { createApiClient } from '../shared/api/api-client.ts';
import { createThemeStore, type ThemeMode } from '../shared/theme/theme-store.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createInjectTransport } from './inject-transport.ts';

/**
 * Every antd component a server-rendered page shows (the public and sign-in layouts, lists,
 * articles, products, search), each rendered once for its styles. What the shell draws as plain
 * markup (the frame, the top bar's menu, the search box, the pager, the back-to-top button, titles
 * and texts, the error pages, the columns, breadcrumbs, the table of contents, tags, tabs, notices,
 * the lists' order, a product's facts, the sign-in pages' fields and steps) and what only opens on demand (the phone menu's drawer, the
 * signed-in menu, a product's image viewer, the friend link application, the comment form) is not
 * here: antd adds those styles in the browser when they first show.
 * What is missing here still works (the server puts its styles in the page, the browser adds them
 * at run time), it only weighs on every page: `e2e/public.spec.ts` fails when a public page needs
 * a style this list does not draw.
 */
function PublicComponents() {
  return (
    <>
      <Space>
        <Button icon={<SearchOutlined />}>a</Button>
      </Space>
      <Space.Compact>
        <Button>a</Button>
      </Space.Compact>
      <Modal open={false} />
      <Empty />
      <Row>
        <Col span={24} />
      </Row>
      <Skeleton />
      <Avatar>a</Avatar>
      <Spin />
    </>
  );
}

/** The site's stylesheet and the style paths it holds (antd's cache keys, as `a|b|c`). */
export interface PublicStyleSheet {
  css: string;
  paths: string[];
}

/**
 * The styles of every component of the public pages, as one stylesheet: rendered with the site's
 * providers (the same class hashes as a page), theme-independent since antd keeps colours in CSS
 * variables (a page carries its theme's variables itself). The sheet ends with antd's record of
 * the styles it holds, so the browser's antd adds none of them again (`fromCSSFile`). Written at
 * build time by apps/web/style-sheet.ts.
 */
export function publicStyleSheet(): PublicStyleSheet {
  const cache = drawPublicComponents('light', DEFAULT_COLOUR_THEME.primary);
  const paths = [...cache.cache.keys()].flatMap((key) => (key.startsWith(STYLE_KEY) ? [pathOf(key)] : []));
  return { css: extractStyle(cache, { plain: true, types: ['style'] }), paths };
}

/** Every public component rendered once with a theme, into a style cache of its own. */
function drawPublicComponents(mode: ThemeMode, primary: string): ReturnType<typeof createCache> {
  const cache = createCache();
  const api = createApiClient({
    transport: createInjectTransport(async () => {
      throw new Error('the stylesheet is drawn without the API');
    }),
  });
  renderToString(
    <StyleProvider cache={cache}>
      <AppProviders
        api={api}
        queryClient={createQueryClient()}
        themeStore={createThemeStore(mode, { ...DEFAULT_COLOUR_THEME, primary })}
      >
        <PublicComponents />
      </AppProviders>
    </StyleProvider>,
  );
  return cache;
}

/** A theme's stylesheet: its address (with a digest of its text) and the antd cache keys it holds. */
export interface ThemeStyleSheet {
  href: string;
  css: string;
  keys: ReadonlySet<string>;
}

/** Where a theme's sheet is served (apps/server platform/ssr/page-routes.ts reads the same form). */
export const themeSheetHref = (mode: ThemeMode, primary: string, digest: string) =>
  `/theme/${mode}-${primary.replace('#', '').toLowerCase()}.${digest}.css`;

/** FNV-1a over the text, in base 36: a stylesheet's version in its address (not a security hash). */
function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The cascade layer of a theme's sheet (below every style not in a layer). */
const THEME_LAYER = 'site-theme';

/** antd's record of the styles a sheet holds: empty in a theme's sheet, and it must not hide the site sheet's. */
const EMPTY_CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"";\}/g;

/**
 * The CSS variables of a theme (mode and primary colour: antd's tokens, and those of every public
 * component) as a stylesheet of its own, linked by every page of that theme and cached by the
 * browser, instead of some 25 kB of `<style>` in every page. The same for every page, so a page
 * carries only the variables of a component the sheet lacks.
 */
export function themeStyleSheet(mode: ThemeMode, primary: string): ThemeStyleSheet {
  const cache = drawPublicComponents(mode, primary);
  const keys = new Set([...cache.cache.keys()].filter((key) => !key.startsWith(STYLE_KEY)));
  const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(EMPTY_CACHE_PATH_RULE, '');
  // In a cascade layer: the first paint's colours until antd draws its own at run time. Then any of
  // antd's (unlayered) wins wherever it stands in the document, so a theme switched in the browser
  // shows at once while this sheet stays linked.
  const css = `@layer ${THEME_LAYER}{${variables}}`;
  return { href: themeSheetHref(mode, primary, digestOf(css)), css, keys };
}

/** A component style's key in antd's style cache, and its path in antd's record of what is on the page. */
const STYLE_KEY = 'style%';
const pathOf = (key: string) => key.slice(STYLE_KEY.length).replaceAll('%', '|');

/** antd's record of the styles a page holds: the sheet brings its own, a page must not add another. */
const CACHE_PATH_RECORD = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[^<]*<\/style>/g;

/**
 * The `<style>` elements a page rendered with `cache` needs beside the stylesheets: the styles of
 * any component the site's sheet lacks, and the variables of any the theme's sheet lacks. Without
 * antd's record of them, so the browser reads the sheet's record (and adds the few the sheet lacks
 * again, harmlessly).
 */
export function stylesBesideSheet(
  cache: ReturnType<typeof createCache>,
  covered: ReadonlySet<string>,
  themeKeys: ReadonlySet<string>,
): string {
  const outside = new Map(
    [...cache.cache].filter(([key]) => (key.startsWith(STYLE_KEY) ? !covered.has(pathOf(key)) : !themeKeys.has(key))),
  );
  const view = Object.assign(Object.create(Object.getPrototypeOf(cache) as object) as typeof cache, cache, {
    cache: outside,
    extracted: new Set<string>(),
  });
  return extractStyle(view).replace(CACHE_PATH_RECORD, '');
}
