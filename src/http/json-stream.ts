import type { Response } from 'express';

/** Characters gathered before each write: few syscalls, and no string the size of a page. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Sends `{ [listKey]: items, ...rest }` as JSON (the body `res.json` would send, byte for byte), serialised item by
 * item and written in chunks of about 64 k characters as the socket drains, rather than as one string of the whole
 * page: a 1,000-profile page is ~3 MB of JSON, twice that as a string when it holds accents, plus its Buffer copy,
 * all kept until sent. Stops writing when the client goes away.
 */
export function sendJsonList(res: Response, listKey: string, items: readonly unknown[], rest: object): Promise<void> {
  return sendJsonTexts(res, listKey, serialised(items), rest);
}

function* serialised(items: readonly unknown[]): Generator<string> {
  for (const item of items) yield JSON.stringify(item);
}

/** sendJsonList for items already serialised (each a JSON text, written as it is). */
export async function sendJsonTexts(
  res: Response,
  listKey: string,
  texts: Iterable<string>,
  rest: object,
): Promise<void> {
  res.type('application/json');
  // One listener for the whole answer (a compressed answer's `drain` listeners go to its compressor, where `off` on the
  // response would not remove them): each wait sets `wake`, which the next drain or the client's leaving calls.
  let wake: (() => void) | null = null;
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  res.on('drain', resume).on('close', resume);
  let chunk = `{${JSON.stringify(listKey)}:[`;
  let first = true;
  for (const text of texts) {
    chunk += (first ? '' : ',') + text;
    first = false;
    if (chunk.length < CHUNK_CHARS) continue;
    const full = !res.write(chunk);
    chunk = '';
    if (full && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    if (res.destroyed) return;
  }
  const tail = JSON.stringify(rest).slice(1); // `}` or `"key":...}`
  res.end(`${chunk}]${tail === '}' ? '' : ','}${tail}`);
}
