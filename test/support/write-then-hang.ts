/**
 * A writer process for the crash test: imports the profiles named on the command line through the real import
 * service, whose change notifier prints "stored" and never returns, so that the test can SIGKILL the process after
 * the store write and before anything is enqueued.
 */
import { openStores } from '../../src/adapters/open-stores';
import { loadConfig } from '../../src/config/config';
import { ProfileImportService } from '../../src/services/profile-import.service';
import { rawProfile } from './profiles';

void (async () => {
  const stores = await openStores(loadConfig());
  const hang = { profilesChanged: () => new Promise<void>(() => void process.stdout.write('stored\n')) };
  await new ProfileImportService(stores.profiles, Date.now, hang).importProfiles(
    process.argv.slice(2).map((id) => rawProfile(id)),
  );
})();
