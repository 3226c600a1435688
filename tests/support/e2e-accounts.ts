/** Accounts the end-to-end server creates with `npm run users` before it starts. */
export const E2E_ACCOUNTS = {
  // The owner has a name: the owner's dashboard greets them by it.
  admin: { email: "admin@e2e.test", password: "admin-password-1", role: "admin", name: "Camille Laurent" },
  client: { email: "client@e2e.test", password: "client-password-1", role: "client" },
  user: { email: "user@e2e.test", password: "user-password-1", role: "user" },
} as const;

export type E2ERole = keyof typeof E2E_ACCOUNTS;

export const storageStateFor = (role: E2ERole) => `test-results/.auth/${role}.json`;
