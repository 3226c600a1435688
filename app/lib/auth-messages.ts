/** Auth messages shared by the server flows and the sign-in page. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "This account uses two-factor authentication: sign in with your password and your authenticator code.";
