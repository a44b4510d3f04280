import { ConfigError, loadConfig, type Config } from '../config.ts';

// The configuration of a process entry point (server.ts, worker-main.ts): a bad value ends the
// process with the reason, before anything starts.
export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix the environment (or .env) and start again.`);
      process.exit(1);
    }
    throw error;
  }
}
