import http from 'node:http';

/** POSTs over one kept-alive connection to `origin`, reading each answer whole: true when it answered 200. */
export function poster(
  origin: string,
): (path: string, headers: Record<string, string>, body: string) => Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${origin}${path}`, { method: 'POST', agent, headers }, (res) => {
        res.on('error', reject).on('end', () => resolve(res.statusCode === 200));
        res.resume();
      });
      req.on('error', reject).end(body);
    });
}
