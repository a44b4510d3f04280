// Run as a child process by request-logging.test.ts: logs through loggerOptions' JSON destination
// as the API does. argv[2]:
// "burst <n>": n lines, then process.exit at once (a fatal line would not tell: pino writes that
//   level synchronously);
// "quiet": one line, then stays alive until stdin closes (a server between requests);
// "trickle <n>": n lines, one a millisecond, then, a second later, the bytes of each write the
//   destination made, as JSON on standard error; stays alive until stdin closes.
import { pino, type DestinationStream } from 'pino';
import { loggerOptions } from '../../request-logging.ts';

const options = (await loggerOptions({ logLevel: 'info', logFormat: 'json' })) as pino.LoggerOptions & { stream: DestinationStream & NodeJS.EventEmitter };
const log = pino(options, options.stream);
const [mode, count] = process.argv.slice(2);
const untilStdinEnds = () => {
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
};
if (mode === 'burst') {
  for (let line = 0; line < Number(count); line++) log.info({ line }, 'a request was answered');
  process.exit(1);
} else if (mode === 'trickle') {
  const writes: number[] = [];
  options.stream.on('write', (bytes: number) => writes.push(bytes));
  // One line a millisecond, as a busy server's request lines come: each write is over before
  // the next line.
  let line = 0;
  const next = () => {
    log.info({ line }, 'a request was answered');
    line += 1;
    if (line < Number(count)) setTimeout(next, 1);
    // Well past the destination's periodic flush: by then every line is out.
    else setTimeout(() => process.stderr.write(`${JSON.stringify(writes)}\n`), 1000);
  };
  next();
  untilStdinEnds();
} else {
  log.info('waiting for the next request');
  untilStdinEnds();
}
