import { parentPort } from 'node:worker_threads';
import { MobilityIndex, type MobilityArea } from '../../domain/mobility/mobility-dataset';
import {
  ProfileDistributor,
  type DistributionOptions,
  type DistributionSecrets,
} from '../../domain/profile/distribution';
import { distributionOf, prepareImportLine, type ImportLineContext } from '../../domain/profile/import-line';

/**
 * An import thread (import-threads.ts): prepares the lines it is sent with prepareImportLine, the very function the
 * import runs on its own thread, over a distributor and a mobility index made from what the calling process uses.
 */

/** What a thread is told once, before any lines: how the calling process distributes and resolves places. */
export interface ImportThreadSetup {
  secrets: DistributionSecrets;
  options: DistributionOptions;
  /** The calling process's preparation key: a thread that would prepare under another one refuses to start. */
  preparationKey: string | null;
  /** The mobility dataset's areas (null: none loaded). */
  areas: readonly MobilityArea[] | null;
  searchText: boolean;
}

export type ToThread = { setup: ImportThreadSetup } | { id: number; lines: string[] };
export type FromThread =
  { id: number; prepared: ReturnType<typeof prepareImportLine>[] } | { id: number; error: string };

let context: ImportLineContext | null = null;

function setUp({ secrets, options, preparationKey, areas, searchText }: ImportThreadSetup): ImportLineContext {
  const distributor = preparationKey === null ? null : new ProfileDistributor(secrets, options);
  if (distributor && distributor.preparationKey !== preparationKey)
    throw new Error('an import thread would prepare distributions under another key than the calling process');
  return {
    areas: areas ? new MobilityIndex(areas) : undefined,
    distribution: distributor ? distributionOf(distributor) : undefined,
    searchText,
  };
}

parentPort!.on('message', (message: ToThread) => {
  if ('setup' in message) {
    context = setUp(message.setup); // a failure ends the thread: the pool fails every import line sent to it
    return;
  }
  let answer: FromThread;
  try {
    if (!context) throw new Error('an import thread was sent lines before its setup');
    const ctx = context;
    answer = { id: message.id, prepared: message.lines.map((line) => prepareImportLine(line, ctx)) };
  } catch (err) {
    answer = { id: message.id, error: (err as Error).stack ?? String(err) };
  }
  parentPort!.postMessage(answer);
});
