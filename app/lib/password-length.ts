/**
 * How long a password may be, everywhere one is chosen or typed: accounts (sign-up, reset, change, the
 * first owner's set-up, the owner's CLI), a shared gallery's password, and better-auth's own check. The
 * forms' `maxLength` and their schemas read it too. (No imports: the CLI and the browser both load it.)
 */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
