// One reading of the process environment, validated once at start-up.
import { z } from "zod";
import { demoModeFrom } from "./demo-mode";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL must be set (server/index.js sets it for the embedded database)"),
  EMBEDDED_DB: z.string().optional(),
  DEMO_MODE: z.string().optional(),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters"),
  APP_ORIGIN: z.string().url().optional(),
  RESEND_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("LabMarket <no-reply@labmarket.example>"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export const isProduction = () => env().NODE_ENV === "production";

/** Demo mode: on with the embedded database, off with a real DATABASE_URL unless DEMO_MODE=1. */
export function isDemoMode(): boolean {
  return demoModeFrom(env());
}
