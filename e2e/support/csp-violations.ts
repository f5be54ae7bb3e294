import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * How Chromium reports on the console what a Content-Security-Policy refused ("Applying inline
 * style violates the following Content Security Policy directive …"; older versions said
 * "Refused to …").
 */
const BROWSER_REPORT = /Content Security Policy|^Refused to /;
/** What the listener below writes for a `securitypolicyviolation` event. */
const EVENT_PREFIX = 'CSP violation: ';

/**
 * Every Content-Security-Policy violation in the browser contexts it watches: Chromium's own
 * console report, and a `securitypolicyviolation` listener in every page (run before the page's
 * own scripts) that names the directive and the file, whatever the console's wording.
 */
export class CspViolations {
  readonly seen: string[] = [];
  private readonly listening = new WeakMap<BrowserContext, Promise<void>>();

  watch(context: BrowserContext): void {
    context.on('console', (message: ConsoleMessage) => {
      const text = message.text();
      if (message.type() === 'error' && (BROWSER_REPORT.test(text) || text.startsWith(EVENT_PREFIX)))
        this.seen.push(`${message.page()?.url() ?? ''}: ${text}`);
    });
    const listener = context
      .addInitScript((prefix: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${prefix}${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}`,
          );
        });
      }, EVENT_PREFIX)
      .then(
        () => undefined,
        // A context closed at once has no page to watch.
        () => undefined,
      );
    this.listening.set(context, listener);
  }

  /** Once the listener is in place for every page `context` opens. */
  async watching(context: BrowserContext): Promise<void> {
    await this.listening.get(context);
  }

  clear(): void {
    this.seen.length = 0;
  }
}
