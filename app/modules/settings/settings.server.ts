// System settings stored in PostgreSQL and cached briefly per app machine (ADR 024).
//
//   const reviewRequired = await getSetting("productReviewRequired"); // boolean
//
// Every machine reads the whole (tiny) table at most once per SETTINGS_CACHE_MS; the machine that saves drops its
// cache at once, the others pick the change up within SETTINGS_CACHE_MS. Saving is audited.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import {
  changedSettings,
  readStoredSettings,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
} from "./settings";
import { logger } from "~/utils/log.server";

export const SETTINGS_CACHE_MS = 5_000;

let cached: { until: number; value: Promise<Settings> } | null = null;

/** The defaults on this deployment: the reservation hold time follows RESERVATION_MINUTES until an admin sets it. */
function deploymentDefaults(): Settings {
  return { ...SETTING_DEFAULTS, reservationMinutes: env().RESERVATION_MINUTES };
}

async function loadSettings(): Promise<Settings> {
  const rows = await prisma.systemSetting.findMany({ select: { key: true, value: true } });
  const { settings, invalid } = readStoredSettings(rows, deploymentDefaults());
  if (invalid.length) logger().warn(`[settings] stored values out of bounds, defaults used: ${invalid.join(", ")}`);
  return settings;
}

/** All settings (from this machine's cache when it is younger than SETTINGS_CACHE_MS). */
export function getSettings(now = Date.now()): Promise<Settings> {
  if (!cached || cached.until <= now) {
    const value = loadSettings();
    cached = { until: now + SETTINGS_CACHE_MS, value };
    // A failed read is not kept: the next call tries the database again.
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
  }
  return cached.value;
}

/** One setting, typed: `await getSetting("productReviewRequired")` is a boolean. */
export async function getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> {
  return (await getSettings())[key];
}

/**
 * Puts `settings` in this machine's cache for SETTINGS_CACHE_MS without writing them. For tests that check a
 * setting's effect without changing the shared test database other test files read at the same time.
 */
export function primeSettingsCache(settings: Settings, now = Date.now()) {
  cached = { until: now + SETTINGS_CACHE_MS, value: Promise.resolve(settings) };
}

/** Forgets this machine's copy (after a save, and in tests). */
export function clearSettingsCache() {
  cached = null;
}

/**
 * Stores the settings an admin submitted: only the changed keys are written, in one transaction with the audit
 * entry (before and after of each changed key). Returns the changed keys (none: nothing written, nothing audited).
 */
export async function saveSettings(actorId: string, next: Settings): Promise<SettingKey[]> {
  const before = await loadSettings();
  const changed = changedSettings(before, next);
  if (changed.length === 0) return [];
  const details: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of changed) details[key] = { from: before[key], to: next[key] };
  await prisma.$transaction([
    ...changed.map((key) =>
      prisma.systemSetting.upsert({
        where: { key },
        create: { key, value: next[key] as Prisma.InputJsonValue, updatedById: actorId },
        update: { value: next[key] as Prisma.InputJsonValue, updatedById: actorId },
        select: { key: true },
      }),
    ),
    prisma.auditLog.create({
      data: { actorId, action: "settings.update", targetId: null, details: details as Prisma.InputJsonValue },
      select: { id: true },
    }),
  ]);
  clearSettingsCache();
  return changed;
}

/** When each setting was last changed (for the admin form). */
export async function settingsUpdatedAt(): Promise<Partial<Record<SettingKey, string>>> {
  const rows = await prisma.systemSetting.findMany({
    where: { key: { in: SETTING_KEYS } },
    select: { key: true, updatedAt: true },
  });
  return Object.fromEntries(rows.map((r) => [r.key, r.updatedAt.toISOString()]));
}
