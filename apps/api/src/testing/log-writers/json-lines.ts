// Run as a child process by request-logging.test.ts: logs through loggerOptions' JSON destination
// as the API does. argv[2] "burst <n>": n lines, then process.exit at once (a fatal line would not
// tell: pino writes that level synchronously);
// "quiet": one line, then stays alive until stdin closes (a server between requests).
import { pino, type DestinationStream } from 'pino';
import { loggerOptions } from '../../request-logging.ts';

const options = (await loggerOptions({ logLevel: 'info', logFormat: 'json' })) as pino.LoggerOptions & { stream: DestinationStream };
const log = pino(options, options.stream);
const [mode, count] = process.argv.slice(2);
if (mode === 'burst') {
  for (let line = 0; line < Number(count); line++) log.info({ line }, 'a request was answered');
  process.exit(1);
} else {
  log.info('waiting for the next request');
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}
