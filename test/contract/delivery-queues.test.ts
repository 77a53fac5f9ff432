import { Queue } from 'bullmq';
import { InProcessDeliveryQueue } from '../../src/adapters/queue/in-process-delivery-queue';
import { BullmqDeliveryQueue, WEBHOOK_QUEUE } from '../../src/adapters/queue/webhook-queue';
import { describeWithEngine } from '../support/engines';
import { deliveryQueueContract } from './delivery-queue.contract';

let endpoints = 0;
const uniqueEndpoint = () => `wh_contract${process.pid}_${endpoints++}`;

describe('DeliveryQueue [in-process]', () => {
  deliveryQueueContract((log) => new InProcessDeliveryQueue(log), uniqueEndpoint);
});

describeWithEngine('redis', 'DeliveryQueue', (redisUrl) => {
  let n = 0;
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) {
      const queue = new Queue(WEBHOOK_QUEUE, { connection: { url: redisUrl }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
  deliveryQueueContract((log) => {
    const prefix = `fpd-test-delivery-${process.pid}-${n++}`;
    prefixes.push(prefix);
    return new BullmqDeliveryQueue(redisUrl, prefix, 5000, log);
  }, uniqueEndpoint);
});
