/** The server's node arguments: V8's flags, tsx, the entry point (server-command.mjs says why). */
export declare const SERVER_NODE_ARGS: string[];
