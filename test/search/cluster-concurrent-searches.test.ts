import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Many searches at once on a cluster: each under its own deadline. The circuit breaker's timeout derived every
 * search's deadline from one shared signal (cockatiel's, when none is given), which then held a listener per search
 * in flight, and Node warned of a leak (`MaxListenersExceededWarning: 11 abort listeners added to [AbortSignal]`)
 * from the eleventh search in flight on.
 */
for (const [engine, variable] of [
  ['opensearch', 'OPENSEARCH_URL'],
  ['elasticsearch', 'ELASTICSEARCH_URL'],
] as const) {
  describeWithEngine(engine, 'searches at once on a cluster', (url) => {
    let t: TestApp;
    // the abort listeners each signal holds, and the most any held at once (what Node's warning counts; the warning
    // itself goes to the process, which a test does not see)
    const held = new WeakMap<EventTarget, number>();
    let most = 0;
    const { addEventListener, removeEventListener } = EventTarget.prototype;
    beforeAll(async () => {
      t = await startTestApp({ [variable]: url, SEARCH_INDEX: `fpd-test-concurrent-${process.pid}` });
      await t.c.searchIndex.prepare();
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        ...args: Parameters<typeof addEventListener>
      ) {
        if (args[0] === 'abort') most = Math.max(most, held.set(this, (held.get(this) ?? 0) + 1).get(this)!);
        return addEventListener.apply(this, args);
      };
      EventTarget.prototype.removeEventListener = function (
        this: EventTarget,
        ...args: Parameters<typeof removeEventListener>
      ) {
        if (args[0] === 'abort') held.set(this, (held.get(this) ?? 1) - 1);
        return removeEventListener.apply(this, args);
      };
    });
    afterAll(async () => {
      Object.assign(EventTarget.prototype, { addEventListener, removeEventListener });
      const cluster = t.internals.searchCluster!.index;
      for (const index of await cluster.servingIndices()) await cluster.deleteIndex(index);
      await t.close();
    });

    it('answers 30 searches in flight together, no signal holding a listener for each', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          request(t.app)
            .post('/partners/search')
            .set('x-api-key', t.key.partner)
            .send({ keywords: n % 2 === 0 ? 'java' : 'python' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2);
    });
  });
}
