import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReportInput } from '@app/contract';
import { createErrorReporter, installErrorReporter, reportError } from './error-reporter.ts';

const T0 = Date.parse('2025-03-01T08:00:00.000Z');

function setup(
  options: {
    userId?: () => number | 'anonymous';
    maxPerMinute?: number;
    send?: (report: ErrorReportInput) => Promise<unknown>;
  } = {},
) {
  let now = T0;
  const send = vi.fn(options.send ?? (() => Promise.resolve(null)));
  const report = createErrorReporter({
    send,
    userId: options.userId ?? (() => 7),
    maxPerMinute: options.maxPerMinute,
    now: () => now,
  });
  return {
    report,
    send,
    at: (t: number) => {
      now = t;
    },
    reports: () => send.mock.calls.map(([r]) => r),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  installErrorReporter(() => undefined);
  window.history.replaceState(null, '', '/');
});

function circular() {
  const o: Record<string, unknown> = {};
  o.self = o;
  return o;
}

describe('the error report payload (spec 01 §3 "Error report")', () => {
  it('carries message, stack, componentStack, timestamp, userAgent, url and userId', () => {
    window.history.replaceState(null, '', '/user/settings?tab=security');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (测试浏览器)');
    const { report, reports } = setup();
    const error = new TypeError('Cannot read properties of undefined');

    report(error, '\n    at ProfileForm\n    at SettingsPage');

    expect(reports()).toEqual([
      {
        message: 'Cannot read properties of undefined',
        stack: error.stack,
        componentStack: '\n    at ProfileForm\n    at SettingsPage',
        timestamp: '2025-03-01T08:00:00.000Z',
        userAgent: 'Mozilla/5.0 (测试浏览器)',
        url: `${window.location.origin}/user/settings?tab=security`,
        userId: 7,
      },
    ]);
    expect(reports()[0]?.stack).toContain('Cannot read properties of undefined');
  });

  it("a guest's report says 'anonymous'; the user is read when reporting, not when created", () => {
    let who: number | 'anonymous' = 'anonymous';
    const { report, reports } = setup({ userId: () => who });
    report(new Error('a'));
    who = 42;
    report(new Error('b'));
    expect(reports().map((r) => r.userId)).toEqual(['anonymous', 42]);
  });

  it('uses the page address at the time of the report', () => {
    const { report, reports } = setup();
    window.history.replaceState(null, '', '/articles/1');
    report(new Error('a'));
    window.history.replaceState(null, '', '/admin/tags?page=2');
    report(new Error('b'));
    expect(reports().map((r) => new URL(String(r.url)).pathname + new URL(String(r.url)).search)).toEqual([
      '/articles/1',
      '/admin/tags?page=2',
    ]);
  });

  it('without a component stack (an unhandled rejection), componentStack is null', () => {
    const { report, reports } = setup();
    report(new Error('boom'));
    expect(reports()[0]).toMatchObject({ message: 'boom', componentStack: null });
  });

  it.each([
    ['a string', 'chunk failed', 'chunk failed'],
    ['an object', { code: 42 }, '{"code":42}'],
    ['undefined', undefined, 'undefined'],
    ['a circular object', circular(), '[object Object]'],
  ])('describes %s that is not an Error, with a null stack', (_label, reason, message) => {
    const { report, reports } = setup();
    report(reason);
    expect(reports()[0]).toMatchObject({ message, stack: null });
  });

  it("an Error without a message is described by its name; nothing at all is '未知错误'", () => {
    const { report, reports } = setup();
    report(new RangeError());
    report('');
    expect(reports().map((r) => r.message)).toEqual(['RangeError', '未知错误']);
  });

  it('caps the message at 2000 characters', () => {
    const { report, reports } = setup();
    report(new Error('错'.repeat(5000)));
    expect(reports()[0]?.message).toBe('错'.repeat(2000));
  });
});

describe('throttling: at most 3 reports a minute from one page', () => {
  it('sends the first 3 and drops the rest within the minute', () => {
    const { report, send, at, reports } = setup();
    for (let i = 0; i < 5; i++) {
      at(T0 + i * 1000);
      report(new Error(`error ${i}`));
    }
    expect(send).toHaveBeenCalledTimes(3);
    expect(reports().map((r) => r.message)).toEqual(['error 0', 'error 1', 'error 2']);

    at(T0 + 59_999);
    report(new Error('still too soon'));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends again once 60 s have passed since the oldest report (a sliding minute)', () => {
    const { report, send, at, reports } = setup();
    at(T0);
    report(new Error('a'));
    at(T0 + 20_000);
    report(new Error('b'));
    at(T0 + 40_000);
    report(new Error('c'));

    at(T0 + 59_999);
    report(new Error('dropped'));
    at(T0 + 60_000);
    report(new Error('d'));
    at(T0 + 61_000);
    report(new Error('dropped too'));
    at(T0 + 80_000);
    report(new Error('e'));

    expect(send).toHaveBeenCalledTimes(5);
    expect(reports().map((r) => r.message)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('dropped reports do not count: after a burst, a full 3 go out in the next minute', () => {
    const { report, send, at } = setup();
    at(T0);
    for (let i = 0; i < 50; i++) report(new Error('render loop'));
    expect(send).toHaveBeenCalledTimes(3);
    at(T0 + 60_000);
    for (let i = 0; i < 50; i++) report(new Error('render loop'));
    expect(send).toHaveBeenCalledTimes(6);
  });

  it('honours another limit', () => {
    const { report, send } = setup({ maxPerMinute: 1 });
    report(new Error('a'));
    report(new Error('b'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('by default uses the real clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const send = vi.fn((_report: ErrorReportInput) => Promise.resolve(null));
    const report = createErrorReporter({ send, userId: () => 'anonymous' });
    report(new Error('a'));
    report(new Error('b'));
    report(new Error('c'));
    report(new Error('d'));
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[0]?.[0].timestamp).toBe('2025-03-01T08:00:00.000Z');
    vi.setSystemTime(T0 + 60_000);
    report(new Error('e'));
    expect(send).toHaveBeenCalledTimes(4);
  });
});

describe('a failing send', () => {
  it('never throws and leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // A plain function: a vi.fn would itself observe the returned promise and so handle it.
      let calls = 0;
      const report = createErrorReporter({
        send: () => {
          calls++;
          return Promise.reject(new Error('网络错误，请检查网络连接'));
        },
        userId: () => 'anonymous',
      });
      expect(() => report(new Error('boom'))).not.toThrow();
      expect(() => report('again')).not.toThrow();
      expect(calls).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('still counts against the limit (a server that is down is not hammered)', () => {
    const { report, send } = setup({ send: () => Promise.reject(new Error('down')) });
    for (let i = 0; i < 10; i++) report(new Error(`e${i}`));
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('reportError', () => {
  it('does nothing until a reporter is installed, then forwards to it', () => {
    expect(() => reportError(new Error('early'))).not.toThrow();
    const reporter = vi.fn();
    installErrorReporter(reporter);
    const error = new Error('late');
    reportError(error, 'at Page');
    expect(reporter).toHaveBeenCalledWith(error, 'at Page');
  });
});
