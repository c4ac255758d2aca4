// Runs in every Vitest worker before the tests: point the app's modules at the run's database.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.SESSION_SECRET ??= "test-session-secret-0123456789";
process.env.DEMO_MODE ??= "1";
process.env.DB_POOL_SIZE ??= "4";
// Tests change stock and prices and count again at once.
process.env.CATALOGUE_COUNTS_CACHE_SECONDS ??= "0";
