/** The owner's day: answer history, report drafts, nudges, inquiry threads (issue 14). Re-exported by schema.ts. */
export {};
