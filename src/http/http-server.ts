import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import { errorStatus, type ApiErrorCode } from './error-catalogue';
import { errorBody } from './error-handler';

/** The most the request line and headers may take together; over it, 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The HTTP server of an app. Requests Node refuses before the app sees them (request line and headers over
 * MAX_HEADER_BYTES, a malformed request, a request too slow to arrive) get the service's JSON error body too, not
 * Node's empty one: 431, 400 or 408 `{ statusCode, message }` (400: `{ error, message }`), then the connection closes.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: unknown }) => {
    // Nothing can be answered on a connection that is gone or already carries a response.
    if (err.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) return void socket.destroy();
    const [code, message]: [ApiErrorCode, string] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? ['headers_too_large', `The request line and headers are over ${MAX_HEADER_BYTES / 1024} KB`]
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ['request_timeout', 'The request did not arrive in time']
          : ['invalid_body', 'request: is not a valid HTTP request'];
    const status = errorStatus(code);
    const body = JSON.stringify(errorBody(code, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
