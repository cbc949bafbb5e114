/** The server's V8 flags (server-command.mjs says why). */
export declare const SERVER_NODE_FLAGS: string[];
/** The built server's entry point, after the flags. */
export declare const SERVER_ENTRY: string[];
/** The built create-admin command. */
export declare const CREATE_ADMIN_ENTRY: string;
