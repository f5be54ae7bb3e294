import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AppConfig, useAppProps } from 'antd/es/app/context';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { clsx } from 'clsx';
import type FeedbackHost from './feedback-host.tsx';

/** antd's message, notification and modal APIs, as antd's `App.useApp()` gives them. */
export type Feedback = useAppProps;
type FeedbackPart = keyof Feedback;

/** How the page's messages show (antd App's `message` setting). */
export type MessageConfig = AppConfig['message'];

const FeedbackContext = createContext<Feedback | null>(null);

type Host = typeof FeedbackHost;

/**
 * antd's App, split in two. The root element (its class names carry the theme's CSS variables and
 * antd's text styles; every page is drawn inside it) is here; the message, notification and modal
 * APIs load when a screen first calls one (`useFeedback()`): every page's first visit carried them
 * before (antd's Modal, notification, message and the form code Modal brings along), yet a reader
 * rarely sees one. A call made before they are here is shown once they are, a moment later.
 * `preload` loads them at once (tests, where a call is asserted right after it is made). When
 * loading fails (offline before the service worker keeps them), the next call tries again and the
 * waiting ones are shown with it; the page itself is untouched.
 */
export function FeedbackProvider({
  message,
  preload = false,
  children,
}: {
  message?: MessageConfig;
  preload?: boolean;
  children: ReactNode;
}) {
  const [relay] = useState(() => new FeedbackRelay());
  const [host, setHost] = useState<{ Host: Host } | null>(null);
  useEffect(() => {
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./feedback-host.tsx').then(
        (module) => setHost({ Host: module.default }),
        () => void (loading = false),
      );
    };
    if (preload) load();
    return relay.whenCalled(load);
  }, [relay, preload]);
  return (
    <FeedbackContext.Provider value={relay.feedback}>
      <AppRoot>
        {host && <host.Host message={message} onReady={relay.ready} />}
        {children}
      </AppRoot>
    </FeedbackContext.Provider>
  );
}

/**
 * The APIs a screen holds: each call goes to antd's once they are loaded, and waits for them
 * before (each such call asks the provider to load them, which it does once).
 */
class FeedbackRelay {
  private loaded: Feedback | null = null;
  private waiting: ((api: Feedback) => unknown)[] = [];
  private onWaitingCall: (() => void) | null = null;

  readonly feedback = {
    message: this.part('message'),
    notification: this.part('notification'),
    modal: this.part('modal'),
  } as unknown as Feedback;

  /** `load` is called at each call that waits (at once when one already does); returns the unsubscribe. */
  whenCalled(load: () => void): () => void {
    this.onWaitingCall = load;
    if (this.waiting.length > 0) load();
    return () => {
      this.onWaitingCall = null;
    };
  }

  readonly ready = (api: Feedback) => {
    this.loaded = api;
    for (const call of this.waiting.splice(0)) call(api);
  };

  private part(name: FeedbackPart) {
    return new Proxy(
      {},
      {
        get:
          (_target, method: string) =>
          (...args: unknown[]) => {
            const call = (api: Feedback) =>
              (api[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
            if (this.loaded) return call(this.loaded);
            this.waiting.push(call);
            this.onWaitingCall?.();
            return undefined;
          },
      },
    );
  }
}

/**
 * The two class names antd gives every component of the page: its style hash (the scope of the
 * rules in the site's stylesheet) and the theme's CSS-variable class. The App root reads them once
 * per page, so markup drawn in antd's look (plain-button.tsx …) carries them without running antd's
 * theme hooks for each element.
 */
export interface AntdScope {
  hashId: string;
  cssVarCls: string;
}

const AntdScopeContext = createContext<AntdScope>({ hashId: '', cssVarCls: '' });

export const useAntdScope = () => useContext(AntdScopeContext);

/** antd App's root element, with the same class names (and so the same styles) as antd draws it. */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const scope = useMemo(() => ({ hashId, cssVarCls }), [hashId, cssVarCls]);
  return (
    <AntdScopeContext.Provider value={scope}>
      <div className={clsx(hashId, prefixCls, cssVarCls)}>{children}</div>
    </AntdScopeContext.Provider>
  );
}

/**
 * The page's message, notification and modal APIs (in place of antd's `App.useApp()`): the same
 * methods, which show once antd's parts are loaded. What they return is not awaited anywhere here
 * and is undefined until then.
 */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() needs a FeedbackProvider above it');
  return feedback;
}
