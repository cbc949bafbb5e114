import type { ReactNode } from 'react';

/** One numbered section of a legal document: its anchor, its heading in the table of contents, its text. */
export type LegalSection = { id: string; title: string; body: ReactNode };
