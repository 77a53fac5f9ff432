import { rmSync } from 'node:fs';
import { startTestApp } from '../support/test-app';

describe('container.close()', () => {
  it('closes every client in reverse order of opening, once, logging a failure and closing the rest', async () => {
    const raw: string[] = [];
    const t = await startTestApp({}, { logDestination: { write: (line: string) => void raw.push(line) } });
    const calls: string[] = [];
    t.c.onClose('redis', async () => void calls.push('redis'));
    t.c.onClose('queue', async () => {
      calls.push('queue');
      throw new Error('queue already gone');
    });
    await Promise.all([t.c.close(), t.c.close()]);
    await t.c.close();
    expect(calls).toEqual(['queue', 'redis']);
    const lines = raw.map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'closing queue failed'],
      [30, 'closed redis'],
      [30, 'closed webhooks'],
      [30, 'closed rate limiter'],
      [30, 'closed sqlite store'],
      [30, 'closed mobility source'],
    ]);
    expect(lines[0]!.err!.message).toBe('queue already gone');
    // the store really is closed
    await expect(t.c.keys.list()).rejects.toThrow(/not open/);
    rmSync(t.dataDir, { recursive: true, force: true });
  });
});
