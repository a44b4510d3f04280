// What other modules may use of the CDN purge: the job's kind and the service's type (the jobs
// module runs the purge; services.ts wires it).
export { cdnPurgeJobKind } from './cdn-purge.service.ts';
export type { CdnPurgeService } from './cdn-purge.service.ts';
