import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider } from '../shared/api/api-context.tsx';
import type { ApiClient } from '../shared/api/api-client.ts';
import { ThemeStoreProvider, useTheme } from '../shared/theme/theme-context.tsx';
import type { ThemeStore } from '../shared/theme/theme-store.ts';
import { lighten, readableOn } from '../shared/lib/colour.ts';
import { FeedbackProvider } from '../shared/ui/feedback.tsx';

/** antd's dark container colour (colorBgContainer under the dark algorithm). */
const DARK_CARD = '#141414';

function ThemedAntd({
  styleNonce,
  runtimeStyles,
  children,
}: {
  styleNonce: string | undefined;
  runtimeStyles: boolean;
  children: ReactNode;
}) {
  const mode = useTheme((s) => s.mode);
  const colours = useTheme((s) => s.colours);
  const primary = mode === 'dark' ? lighten(colours.primary, 0.3) : colours.primary;
  return (
    <ConfigProvider
      locale={zhCN}
      // The styles antd adds in the browser carry the page's nonce (the Content-Security-Policy).
      csp={styleNonce ? { nonce: styleNonce } : undefined}
      // Buttons show this spinner without antd's width animation: when a request ends before that
      // animation has started (a fast reply), antd's default icon could stay on the button for good.
      // And a two-character label stays '保存', not antd's '保 存' (it spaces out any two CJK characters).
      button={{ loadingIcon: <LoadingOutlined />, autoInsertSpace: false }}
      theme={{
        algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        zeroRuntime: !runtimeStyles,
        token: {
          colorPrimary: primary,
          // Links are text: a primary too light (or, in dark mode, too dark) to read on the
          // page's cards is moved towards black (white) until it reads at 4.5:1.
          colorLink: readableOn(primary, mode === 'dark' ? DARK_CARD : '#ffffff'),
          borderRadius: 8,
          fontFamily:
            "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
        },
      }}
    >
      <FeedbackProvider message={{ maxCount: 3, duration: 2.5 }}>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}

/** Everything a screen relies on, the same on the server and in the browser. */
export function AppProviders({
  api,
  queryClient,
  themeStore,
  styleNonce,
  runtimeStyles = true,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  themeStore: ThemeStore;
  /** The page's nonce for <style> elements; none on the server, which writes its own. */
  styleNonce?: string;
  /**
   * antd makes its components' styles as they render (the default). A server render whose page links
   * the site's stylesheet, which holds every style a public page shows, skips that work.
   */
  runtimeStyles?: boolean;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <ThemeStoreProvider store={themeStore}>
          <ThemedAntd styleNonce={styleNonce} runtimeStyles={runtimeStyles}>
            {children}
          </ThemedAntd>
        </ThemeStoreProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
