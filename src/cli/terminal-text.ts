/**
 * What the CLI prints is the operator's terminal's input: a caller's text (a sub-client's name, a recruiter's
 * company, a saved search's name, a profile's headline) must never reach it as control. Every character a terminal
 * may act on or that changes how a line reads is shown as an escape instead: C0 and C1 controls (ESC starts CSI and
 * OSC sequences: clearing the screen, writing the clipboard; CR and LF forge lines), DEL, and the invisible format
 * characters (bidirectional overrides and isolates, zero-width characters, line and paragraph separators, BOM).
 */
const FORMAT = '\\u061c\\u200b-\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060-\\u2069\\ufeff';
const UNSAFE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${FORMAT}]`, 'gu');
/** What JSON.stringify leaves raw in strings (it escapes C0 controls itself; structure may hold only its whitespace). */
const UNSAFE_IN_JSON = new RegExp(`[\\u007f-\\u009f${FORMAT}]`, 'gu');

const hex4 = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');

/** The text with every unsafe character as a visible `\u{...}` escape: a line, exactly one. */
export const printable = (text: string): string => text.replace(UNSAFE, (c) => `\\u{${hex4(c)}}`);

/** JSON text whose strings carry no raw unsafe character (still valid JSON: `\uXXXX` escapes). */
export const safeJson = (value: unknown, space?: number): string =>
  JSON.stringify(value, null, space).replace(UNSAFE_IN_JSON, (c) => `\\u${hex4(c)}`);

/** Prints one line of output, made safe. */
export const print = (line: string): void => console.log(printable(line));
/** Prints a value as JSON, made safe. */
export const printJson = (value: unknown, space?: number): void => console.log(safeJson(value, space));
/** Prints one line to stderr, made safe. */
export const warn = (line: string): void => console.error(printable(line));
