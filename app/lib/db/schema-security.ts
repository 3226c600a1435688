/** Security follow-ups: upload quotas, per-account limits (issue 16). Re-exported by schema.ts. */
export {};
