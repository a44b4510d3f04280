// The build with a 405 handler wherever a resource route lacks a loader or an action (resource-methods.mjs).
export declare function withResourceMethods<Build extends { routes: Record<string, { module: object } | undefined> }>(build: Build): Build;
