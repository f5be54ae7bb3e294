import type { ErrorReportInput } from '@app/contract';

export interface ErrorReporterOptions {
  send: (report: ErrorReportInput) => Promise<unknown>;
  userId: () => number | 'anonymous';
  /** At most this many reports a minute from one page: a render loop must not flood the server. */
  maxPerMinute?: number;
  now?: () => number;
}

export type ReportError = (error: unknown, componentStack?: string | null) => void;

const describe = (error: unknown): { message: string; stack: string | null } => {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
};

/** Builds the payload of spec 01 §3 "Error report" and sends it, throttled; sending never throws. */
export function createErrorReporter({
  send,
  userId,
  maxPerMinute = 3,
  now = Date.now,
}: ErrorReporterOptions): ReportError {
  let sent: number[] = [];
  return (error, componentStack = null) => {
    const t = now();
    sent = sent.filter((at) => t - at < 60_000);
    if (sent.length >= maxPerMinute) return;
    sent.push(t);
    const { message, stack } = describe(error);
    try {
      void send({
        message: message.slice(0, 2000) || '未知错误',
        stack,
        componentStack,
        timestamp: new Date(t).toISOString(),
        userAgent: navigator.userAgent,
        url: window.location.href,
        userId: userId(),
      }).catch(() => undefined);
    } catch {
      // A transport that throws at once must not break the page either.
    }
  };
}

let installed: ReportError = () => undefined;

/** The browser entry installs the app's reporter; on the server reporting does nothing. */
export function installErrorReporter(reporter: ReportError): void {
  installed = reporter;
}

export const reportError: ReportError = (error, componentStack) => installed(error, componentStack);
