// npm test on a machine where something answers on the PostgreSQL port but refuses us (a password, a missing role):
// the test database falls back to PGlite with a message naming the variable to set, instead of stopping.
import { afterEach, expect, it, vi } from "vitest";
import { connectAdmin } from "../setup/test-database.js";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const refusing = "postgresql://no_such_role_for_labmarket:secret@127.0.0.1:5432/postgres";

it("returns no admin connection and explains TEST_POSTGRES_ADMIN_URL when the server refuses", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(await connectAdmin(refusing)).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  const message = String(warn.mock.calls[0]![0]);
  expect(message).toContain("using embedded PGlite instead");
  expect(message).toContain("TEST_POSTGRES_ADMIN_URL=");
  expect(message).not.toContain("secret");
});

it("fails instead when TEST_DB=postgres insists on PostgreSQL", async () => {
  vi.stubEnv("TEST_DB", "postgres");
  await expect(connectAdmin(refusing)).rejects.toThrow(/TEST_DB=postgres, but .* refused/);
});
