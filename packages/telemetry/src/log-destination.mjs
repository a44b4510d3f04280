// Where the services write their JSON log lines in production: standard output, read by the
// container runtime or a log shipper (decision 0057). Used by the API and its worker, the site's
// and the console's servers.
//
// Written asynchronously and in batches: lines gather until 4 KB have (under load: a write per
// few dozen lines, not per line), and whatever has gathered is written every 100 ms, so an idle
// server's last line is out within a tenth of a second. A write per line, even asynchronous, cost
// a cached catalogue call about a tenth of its CPU (the write's trip through libuv's thread pool).
// pino writes what is left synchronously when the process exits; a process killed outright
// (SIGKILL, the OOM killer) loses at most the last 100 ms of lines.
import pino from 'pino';

export const logBatchBytes = 4096;
const logFlushMs = 100;

export function stdoutLogDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: logBatchBytes, periodicFlush: logFlushMs });
}
