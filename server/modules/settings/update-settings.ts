import { isDeepStrictEqual } from "node:util";
import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { type PlatformSettings, type SettingName, settingKeys } from "#common/platform-settings";
import { fieldErrorsOf } from "#common/schemas/auth";
import { isSettingsSection, settingsSectionSchemas } from "#common/schemas/platform-settings";
import type { Db } from "#db/client";
import { settings } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { ClientInfo } from "../identity/client-info";
import { readSettings } from "./settings.queries";

/**
 * An admin saves one section of /admin/settings. The section's rules are checked first (a message per
 * field, nothing written); then, in one transaction, the section's rows are read FOR UPDATE and each
 * setting whose value differs is written and audited as `settings.update` with its old and new value.
 * Saving an unchanged section writes nothing. Answers the names of the settings that changed.
 */
export async function updatePlatformSettings(
  db: Db,
  {
    actor,
    section,
    input,
    client,
  }: { actor: Actor | null; section: unknown; input: unknown; client?: ClientInfo },
): Promise<{ changed: SettingName[] }> {
  assertAdmin(actor);
  if (!isSettingsSection(section))
    throw new AppError("VALIDATION", { message: adminSettingsTexts.en.sectionUnknown });
  const parsed = settingsSectionSchemas[section].safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(parsed.error) });
  const next = parsed.data as Partial<PlatformSettings>;
  const names = Object.keys(next) as SettingName[];

  return db.transaction(async (tx) => {
    const before = await readSettings(tx, names, { lock: true });
    return writeChangedSettings(tx, { actor, client, before, next });
  });
}

/**
 * Inside the saving transaction, after `before` was read FOR UPDATE: writes each setting of `next`
 * whose value differs and audits it as `settings.update` with `{ key, from, to }`; an unchanged
 * setting writes and audits nothing. Answers the names of the settings that changed.
 */
export async function writeChangedSettings(
  tx: Db,
  {
    actor,
    client,
    before,
    next,
  }: {
    actor: Actor;
    client?: ClientInfo;
    before: Partial<PlatformSettings>;
    next: Partial<PlatformSettings>;
  },
): Promise<{ changed: SettingName[] }> {
  const names = Object.keys(next) as SettingName[];
  const changed = names.filter((name) => !isDeepStrictEqual(before[name], next[name]));
  for (const name of changed) {
    const key = settingKeys[name];
    await tx
      .insert(settings)
      .values({ key, value: next[name] })
      .onConflictDoUpdate({ target: settings.key, set: { value: next[name], updatedAt: sql`now()` } });
    await recordAudit(tx, {
      action: "settings.update",
      resource: "settings",
      userId: actor.userId,
      ipAddress: client?.ip ?? null,
      details: { key, from: before[name], to: next[name] },
    });
  }
  return { changed };
}
