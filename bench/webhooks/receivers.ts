/**
 * The bench's receivers, in a process of their own (so that the writer's synchronous SQLite transactions never hold
 * up their answers): one HTTPS server per endpoint on 127.0.0.1, each verifying every signature with the official
 * verifier and noting, per event, when it arrived. Driven over IPC by webhooks.bench.ts.
 */
import { once } from 'node:events';
import { createServer } from 'node:https';
import { Webhook } from 'standardwebhooks';

interface Start {
  cert: string;
  key: string;
  count: number;
}

const received = new Map<string, number>(); // `${endpoint} ${meta.id}` -> times received
/** meta.id -> when each endpoint first received it (epoch ms). */
const arrivals = new Map<string, number[]>();
let messages = 0;
let badSignatures = 0;
let lastDelivery = 0;
const verifiers: (Webhook | null)[] = [];

process.on('message', async (msg: { start?: Start; secrets?: string[]; progress?: true; report?: true }) => {
  if (msg.start) {
    const ports: number[] = [];
    for (let e = 0; e < msg.start.count; e++) {
      verifiers.push(null);
      const server = createServer({ cert: msg.start.cert, key: msg.start.key }, (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (d: Buffer) => chunks.push(d));
        req.on('end', () => {
          const now = Date.now();
          let payload: { data: { profiles: { id: string; modifiedAt: string }[] } };
          try {
            payload = verifiers[e]!.verify(
              Buffer.concat(chunks).toString(),
              req.headers as Record<string, string>,
            ) as typeof payload;
          } catch {
            badSignatures++;
            res.writeHead(400).end();
            return;
          }
          messages++;
          lastDelivery = now;
          for (const p of payload.data.profiles) {
            const k = `${e} ${p.id}`;
            const times = (received.get(k) ?? 0) + 1;
            received.set(k, times);
            if (times === 1) arrivals.set(p.id, [...(arrivals.get(p.id) ?? []), now]);
          }
          res.writeHead(204).end();
        });
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      ports.push((server.address() as { port: number }).port);
    }
    process.send!({ ports });
  }
  if (msg.secrets) msg.secrets.forEach((s, i) => (verifiers[i] = new Webhook(s)));
  if (msg.progress) process.send!({ unique: received.size });
  if (msg.report) {
    const duplicates = [...received.values()].reduce((n, times) => n + times - 1, 0);
    process.send!({
      unique: received.size,
      duplicates,
      arrivals: Object.fromEntries(arrivals),
      messages,
      badSignatures,
      lastDelivery,
    });
  }
});
