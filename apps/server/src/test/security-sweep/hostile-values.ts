/**
 * The hostile values of the sweep, by class. Every field of every operation gets each of them
 * (the full run) or a rotating few (the bounded run in `npm test`) while the other fields keep
 * valid samples. To cover a new kind of attack, add a value here: every operation gets it.
 *
 * No value may contain what the reply checker looks for (stack frames, database error phrases,
 * file paths): stored values come back in later lists, and an echo must never read as a leak.
 * The checker's tests assert it.
 */

export type ValueClass =
  | 'sql'
  | 'fts'
  | 'like'
  | 'traversal'
  | 'malformed-url'
  | 'long'
  | 'nul'
  | 'surrogate'
  | 'rtl'
  | 'control'
  | 'wrong-type'
  | 'huge-number'
  | 'proto'
  | 'missing';

export interface HostileValue {
  class: ValueClass;
  /** What the value is, for the failure message. */
  label: string;
  /** What a JSON body carries; `undefined` leaves the field out. */
  value: unknown;
  /** JSON text sent as is instead of `value`: numbers JSON.stringify cannot write (1e400, 2^53 + 1, -0). */
  json?: string;
  /** URL text sent as is in a path or query string instead of the encoded value (broken escapes). */
  url?: string;
  /** Only in URLs: in a body the same text is just more text. */
  urlOnly?: boolean;
}

/** 100 kB of text, the size of a pasted document. */
export const LONG_LENGTH = 100 * 1024;

/** An object with an own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype). */
const ownProto = (inner: object) => JSON.parse(`{"__proto__":${JSON.stringify(inner)}}`) as object;

/** What a polluted prototype would carry; the runner looks for it on Object.prototype after each request. */
export const POLLUTION_MARK = 'sweepPolluted';
const POLLUTION = { [POLLUTION_MARK]: 'yes' };

const text = (cls: ValueClass, label: string, value: string): HostileValue => ({ class: cls, label, value });

export const HOSTILE_VALUES: readonly HostileValue[] = [
  text('sql', 'quote OR', "' OR '1'='1"),
  text('sql', 'stacked DROP', '1; DROP TABLE users; --'),
  text('sql', 'UNION', "1' UNION ALL SELECT username, password_hash FROM users --"),
  text('sql', 'double quotes', '" OR ""="'),
  text('sql', 'backslash quote', "\\'; --"),
  text('sql', 'placeholders', '$1 ? :name @p1'),
  text('fts', 'unbalanced quote', '"unbalanced'),
  text('fts', 'operators', 'a OR b AND NOT c NEAR(d e)'),
  text('fts', 'column filter and prefix', 'title:secret*'),
  text('fts', 'lone star', '*'),
  text('fts', 'caret and brackets', '^a (((( {b} ]'),
  text('fts', 'tsquery operators', 'a & b | !c <-> d:*'),
  text('fts', 'only punctuation', "'' - + ~ @ :"),
  text('like', 'percent', '%'),
  text('like', 'underscore', '_'),
  text('like', 'escaped wildcards', '%\\_%\\'),
  text('traversal', 'dot-dot slash', '../../../../etc/passwd'),
  text('traversal', 'dot-dot backslash', '..\\..\\..\\windows\\win.ini'),
  text('traversal', 'encoded dot-dot', '..%2f..%2f..%2fetc%2fpasswd'),
  text('traversal', 'absolute path', '/etc/passwd'),
  text('traversal', 'doubled dots', '....//....//etc/passwd'),
  text('traversal', 'inside a name', 'images/../../../config'),
  { class: 'malformed-url', label: 'bare percent', value: '%', url: '%', urlOnly: true },
  { class: 'malformed-url', label: 'bad escape', value: '%zz', url: '%zz', urlOnly: true },
  { class: 'malformed-url', label: 'cut UTF-8', value: '%E4%BD', url: '%E4%BD', urlOnly: true },
  { class: 'malformed-url', label: 'overlong dots', value: '%C0%AE%C0%AE%2F', url: '%C0%AE%C0%AE%2F', urlOnly: true },
  { class: 'malformed-url', label: 'raw dot-dot', value: '../../x', url: '../../x', urlOnly: true },
  text('long', '100 kB one word', 'a'.repeat(LONG_LENGTH)),
  text('long', '100 kB Chinese', '好'.repeat(LONG_LENGTH)),
  text('long', '100 kB of words', 'word '.repeat(LONG_LENGTH / 5)),
  // Under most length limits but over what an index takes of one word (PostgreSQL: 2,047 bytes).
  text('long', '5,000-letter word', 'a'.repeat(5000)),
  text('long', '1,000 Chinese characters in a row', '好'.repeat(1000)),
  text('nul', 'NUL inside', 'a\u0000b'),
  text('nul', 'NUL alone', '\u0000'),
  text('surrogate', 'lone high surrogate', '\ud800'),
  text('surrogate', 'lone low surrogate inside', 'a\udfffb'),
  text('surrogate', 'reversed pair', '\udc00\ud800'),
  text('rtl', 'right-to-left override', '\u202egnp.exe'),
  text('rtl', 'Arabic', 'مرحبا بالعالم'),
  text('rtl', 'direction marks', '\u200f\u200e\u202a\u202b\u202c\u2066\u2069'),
  text('rtl', 'zero width and combining', 'a\u200b\u0301\u0301\u0301\ufeff'),
  text('rtl', 'emoji family', '👨‍👩‍👧‍👦'),
  text('control', 'CRLF header', 'a\r\nX-Injected: 1'),
  text('control', 'escape codes', '\u0007\u001b[31m\b\u007f'),
  text('control', 'noncharacters', '\ufffe\uffff'),
  { class: 'wrong-type', label: 'number', value: 123 },
  { class: 'wrong-type', label: 'true', value: true },
  { class: 'wrong-type', label: 'null', value: null },
  { class: 'wrong-type', label: 'empty array', value: [] },
  { class: 'wrong-type', label: 'array of strings', value: ['a', 'b'] },
  { class: 'wrong-type', label: 'empty object', value: {} },
  { class: 'wrong-type', label: 'nested object', value: { a: { b: [1] } } },
  text('wrong-type', 'empty string', ''),
  text('wrong-type', 'spaces', '   '),
  { class: 'huge-number', label: '1e308', value: 1e308 },
  { class: 'huge-number', label: '-1e308', value: -1e308 },
  { class: 'huge-number', label: '1e400 (Infinity)', value: '1e400', json: '1e400' },
  { class: 'huge-number', label: '2^53 + 1', value: '9007199254740993', json: '9007199254740993' },
  { class: 'huge-number', label: '-0', value: '-0', json: '-0' },
  { class: 'huge-number', label: '2^31', value: 2147483648 },
  { class: 'huge-number', label: '-2^31 - 1', value: -2147483649 },
  { class: 'huge-number', label: 'minus one', value: -1 },
  { class: 'huge-number', label: 'fraction', value: 1.5 },
  text('huge-number', '30 digits', '999999999999999999999999999999'),
  text('huge-number', 'NaN', 'NaN'),
  text('huge-number', 'Infinity', 'Infinity'),
  text('huge-number', 'hexadecimal', '0x10'),
  { class: 'proto', label: 'own __proto__ key', value: ownProto(POLLUTION) },
  { class: 'proto', label: 'constructor.prototype', value: { constructor: { prototype: POLLUTION } } },
  text('proto', '"__proto__"', '__proto__'),
  text('proto', '"constructor"', 'constructor'),
  text('proto', '"hasOwnProperty"', 'hasOwnProperty'),
  text('proto', '"toString"', 'toString'),
  { class: 'missing', label: 'left out', value: undefined },
];

/** Keys a body or query string should never act on: each is sent as an extra key holding POLLUTION. */
export const HOSTILE_KEYS: readonly HostileValue[] = ['__proto__', 'constructor', 'prototype'].map((key) => ({
  class: 'proto',
  label: `extra key ${key}`,
  value: key,
}));

/** The payload an extra hostile key carries. */
export const HOSTILE_KEY_PAYLOAD = POLLUTION;
