export type TraceIdLogOptions = {
  mixin: () => Record<string, string>;
  mixinMergeStrategy: (line: object, mixed: object) => object;
};
export function traceIdLogOptions(): TraceIdLogOptions;
