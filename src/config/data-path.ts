import { join } from 'node:path';
import { ConfigError } from '../core/errors.js';

/**
 * Resolves a path inside the shared data folder, failing with the setting to change when it is absent. Kept apart
 * from config.ts so that commands can name it without loading the config schema (and zod) at start-up.
 */
export function dataPath(config: { dataDir?: string | undefined }, ...parts: string[]): string {
  if (!config.dataDir) {
    throw new ConfigError('dataDir', 'no data directory found', {
      hint: 'set CITEQA_DATA_DIR or "dataDir" in citeqa.config.json to the shared data folder',
    });
  }
  return join(config.dataDir, ...parts);
}
