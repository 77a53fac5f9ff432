import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/**
 * Responses compressed for the clients that ask (`Accept-Encoding`): brotli at quality 1, else gzip at level 1 (on
 * this service's JSON both keep most of what a higher level would gain, for a fraction of its CPU), from `minBytes`
 * up (COMPRESSION_MIN_BYTES; a shorter one is sent as it is). A streamed answer (a sync page) stays streamed: the
 * compressor sends what it has each time its window fills. Without `Accept-Encoding`, the bytes are those of an
 * uncompressed service, byte for byte.
 */
export const compressedResponses = (options: { minBytes: number }): RequestHandler =>
  compression({ threshold: options.minBytes, level: 1, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } } });
