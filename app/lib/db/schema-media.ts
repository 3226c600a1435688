/** Media: image pipeline jobs, portfolio, client galleries (issue 12). Re-exported by schema.ts. */
export {};
