// The one bcrypt cost of the app: sign-up, password reset, the login's unknown-e-mail comparison and the demo
// accounts' seed all use it, so no path answers faster than another (DESIGN.md: cost ≥ 10).
export const BCRYPT_COST = 12;
