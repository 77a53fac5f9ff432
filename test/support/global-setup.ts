import { probeEngines } from './engines';

export default async function globalSetup(): Promise<void> {
  await probeEngines();
}
