/** The server's V8 flags (server-command.mjs says why). */
export declare const SERVER_NODE_FLAGS: string[];
/** tsx and the server's entry point, after the flags. */
export declare const SERVER_ENTRY: string[];
