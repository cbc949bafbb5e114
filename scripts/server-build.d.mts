/** Builds the server into apps/server/dist when its inputs changed; true when it built. */
export declare function buildServerIfNeeded(options?: { force?: boolean }): Promise<boolean>;
export declare const serverDist: string;
/** esbuild's options for the server. */
export declare const serverBuildOptions: import('esbuild').BuildOptions;
