import { adminHomeContentTexts } from "#common/i18n/admin-content";
import { type FooterColumn, isFooterColumn } from "#common/home-content";
import { messages } from "#common/messages";
import { createHomeBanner } from "#server/modules/home-content/create-home-banner";
import { deleteHomeBanner } from "#server/modules/home-content/delete-home-banner";
import { addFooterLink, deleteFooterLink, updateFooterLink } from "#server/modules/home-content/footer-links";
import { adminHomeContent } from "#server/modules/home-content/home-content.queries";
import { setHomeSections } from "#server/modules/home-content/set-home-sections";
import { updateHomeBanner } from "#server/modules/home-content/update-home-banner";
import { data } from "react-router";
import { HomeContentEditor, type HomeContentResult } from "~/components/admin-content/home-content-editor";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/content";

const texts = adminHomeContentTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/content (admins only): the home page's banners (with `?edit=<id>`, one's form open; an
 * unknown id is a 404), its sections' layout and the footer's links.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const content = await adminHomeContent(ctx(context).db);
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = editId ? content.banners.find((banner) => banner.id === editId) : undefined;
  if (editId && !editing) throw data({ message: messages.homeContent.bannerNotFound }, { status: 404 });
  return { ...content, editing: editing ?? null, today: new Date().toISOString().slice(0, 10) };
}

const intents = [
  "createBanner",
  "updateBanner",
  "deleteBanner",
  "saveSections",
  "addLink",
  "updateLink",
  "deleteLink",
] as const;
type Intent = (typeof intents)[number];

const bannerFields = ["title", "subtitle", "linkPath", "startsOn", "endsOn", "active", "position"] as const;

/** One change at a time, named by `intent`: each calls the home-content module's one command for it. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, media, client, logger } = ctx(context);
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const intent = values.intent as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const id = values.id ?? "";
  const column = values.column ?? "";
  if (intent === "addLink" && !isFooterColumn(column))
    throw data({ message: messages.errors.unexpected }, { status: 400 });
  const ipAddress = client.ip;
  const done = (message: string) => ({ ok: true as const, intent, id, message }) satisfies HomeContentResult;
  try {
    switch (intent) {
      case "createBanner":
        await createHomeBanner(db, { actor, media, client, input: values, image: form.get("image") });
        return done(texts.bannerCreated);
      case "updateBanner":
        await updateHomeBanner(db, {
          actor,
          bannerId: id,
          media,
          client,
          input: values,
          image: form.get("image"),
        });
        return done(texts.bannerSaved);
      case "deleteBanner": {
        const { title } = await deleteHomeBanner(db, { actor, bannerId: id, media, ipAddress });
        return done(texts.bannerDeleted(title));
      }
      case "saveSections":
        await setHomeSections(db, { actor, input: values, ipAddress });
        return done(texts.sectionsSaved);
      case "addLink":
        await addFooterLink(db, { actor, column: column as FooterColumn, input: values, ipAddress });
        return done(texts.linkAdded);
      case "updateLink":
        await updateFooterLink(db, { actor, linkId: id, input: values, ipAddress });
        return done(texts.linkSaved);
      case "deleteLink":
        await deleteFooterLink(db, { actor, linkId: id, ipAddress });
        return done(texts.linkDeleted);
    }
  } catch (error) {
    return actionFailure(error, {
      values: intent.endsWith("Banner")
        ? {
            ...Object.fromEntries(bannerFields.map((name) => [name, values[name] ?? ""])),
            active: values.active ? "on" : "",
          }
        : values,
      extra: { intent, id, column },
      unexpected: { message: texts.failed, logger, context: { intent, id } },
    });
  }
}

export default function AdminHomeContent({ loaderData, actionData }: Route.ComponentProps) {
  return <HomeContentEditor {...loaderData} result={actionData as HomeContentResult | undefined} />;
}
