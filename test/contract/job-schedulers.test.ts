import { Queue } from 'bullmq';
import { BullmqJobScheduler } from '../../src/adapters/schedule/bullmq-job-scheduler';
import { CronJobScheduler } from '../../src/adapters/schedule/cron-job-scheduler';
import { describeWithEngine } from '../support/engines';
import { jobSchedulerContract } from './job-scheduler.contract';

let names = 0;
const uniqueName = () => `contract-${process.pid}-${names++}`;

describe('JobScheduler [in-process, croner]', () => {
  jobSchedulerContract((onError) => new CronJobScheduler(onError), uniqueName);
});

describeWithEngine('redis', 'JobScheduler', (redisUrl) => {
  const prefix = `fpd-test-scheduler-${process.pid}`;
  const used: string[] = [];
  afterAll(async () => {
    for (const name of used) {
      const queue = new Queue(`jobs-${name}`, { connection: { url: redisUrl }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
  jobSchedulerContract(
    (onError) => new BullmqJobScheduler(redisUrl, onError, prefix),
    () => {
      const name = uniqueName();
      used.push(name);
      return name;
    },
  );
});
