/**
 * A tiny stand-in for a pretty-printer: pino writes one JSON line per entry; on a terminal each
 * becomes `12:03:04 INFO  GET /articles 200 12ms`, with any further fields as `key=value` and an
 * error's stack below. (LOG_FORMAT=json keeps pino's lines as they are.)
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** What every line has or shows otherwise. */
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'responseTime']);

const clock = (time: unknown) => {
  const d = typeof time === 'number' ? new Date(time) : new Date();
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const message = shown(entry.msg ?? '');
  // A field the message already says (a request line's method, URL and status) is not repeated.
  const extra = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && !message.includes(shown(value)))
    .map(([key, value]) => `${key}=${shown(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n${err.stack ?? err.message ?? shown(err)}` : '';
  return `${clock(entry.time)} ${level} ${[message, ...extra].join(' ')}${stack}\n`;
}

/** The destination pino writes to in the pretty format. */
export function prettyLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return { write: (line) => void out.write(formatLogLine(line.trimEnd())) };
}
